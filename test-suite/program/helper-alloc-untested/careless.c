#include "item.h"

// the bug: new_item() returns NULL where its allocation fails
int value_of(int key)
{
	struct item *it = new_item(key);

	return it->value;
}
