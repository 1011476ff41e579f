#include "item.h"

static struct item table[4];

// NULL for a key outside the table: its callers give keys inside it
struct item *new_item(int key)
{
	if (key < 0 || key >= 4)
		return (void *)0;
	return &table[key];
}
