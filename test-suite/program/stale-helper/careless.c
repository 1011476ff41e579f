#include "item.h"

// the bug: lookup() returns NULL for a key outside its table
int value_of(int key)
{
	struct item *it = lookup(key);

	return it->value;
}
