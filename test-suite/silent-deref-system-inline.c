#include <sys-list.h>

/* the header's inline function dereferences what it is given: the library did not annotate it */
int first_key(struct lnode *list)
{
	if (!list)
		return 0;
	return lnode_key(list->next);
}

/*
 * check-name: silent: what a system header's inline function dereferences is not the project's to prove
 * check-command: sparse -Wsafe -Wno-decl -isystem . $file
 */
