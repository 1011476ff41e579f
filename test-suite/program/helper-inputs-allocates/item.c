#include "item.h"

static struct item table[4];

// NULL for a key outside the table; it allocates a scratch buffer too
struct item *get_item(int key)
{
	char *scratch = malloc(16);

	free(scratch);
	if (key < 0 || key >= 4)
		return NULL;
	return &table[key];
}
