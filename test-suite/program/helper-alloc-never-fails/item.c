#include <stdlib.h>
#include "item.h"

// never NULL: a failed allocation ends the program
struct item *new_item(int value)
{
	struct item *it = malloc(sizeof(*it));

	if (!it)
		abort();
	it->value = value;
	return it;
}
