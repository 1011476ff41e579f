/*
 * A header's code is the same in every file that includes it: a call in
 * it does not use the summary of a function that this file defines.
 * lookup() returns NULL for a key out of range, but item_value() was
 * written against its prototype, and is not judged by this file alone.
 */
#include "summary-header.h"

static struct item items[4];

struct item *lookup(int k)
{
	if (k < 0 || k >= 4)
		return (void *)0;
	return &items[k];
}

int first(void);
int first(void)
{
	return item_value(1);
}

/*
 * check-name: a call in a header does not use this file's summary
 */
