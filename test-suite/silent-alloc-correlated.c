#include "safe.h"
#include <stdlib.h>

/* the pages are freed only as far as they were set: none where the array is NULL */
int read_pages(int n)
{
	char **page = malloc(n * sizeof(*page));
	int i, set = 0, ret = -1;

	if (!page)
		goto out;
	for (i = 0; i < n; i++, set++)
		page[i] = malloc(4096);
	ret = 0;
out:
	for (i = 0; i < set; i++)
		free(page[i]);
	return ret;
}

/*
 * check-name: silent: an allocation's NULL reaches a use only through a loop that does not run for it
 * check-command: sparse -I../include -Wno-decl $file
 */
