#include "item.h"

// no call of the program's lookup() tests its result: its NULL is one
// its callers rule out together
int value_of(int key)
{
	struct item *it = lookup(key);

	return it->value;
}
