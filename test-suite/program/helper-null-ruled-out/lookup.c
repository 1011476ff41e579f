#include "item.h"

static struct item table[4];

// every key has an item: the callers' test is only caution
struct item *lookup(int key)
{
	return &table[key & 3];
}
