#include <stdlib.h>
#include "item.h"

// NULL where the allocation fails
struct item *new_item(int value)
{
	struct item *it = malloc(sizeof(*it));

	if (!it)
		return NULL;
	it->value = value;
	return it;
}
