#include "item.h"

// new_item() never returns NULL
int value_of(int key)
{
	struct item *it = new_item(key);

	return it->value;
}
