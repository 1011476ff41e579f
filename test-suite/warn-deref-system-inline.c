#include <sys-list.h>

/* a NULL the caller passes is still the caller's bug, in a system header's inline function too */
int first_key(struct lnode *list)
{
	if (!list)
		return lnode_key(list);
	return lnode_key(list->next);
}

/* the caller's own code is not the header's */
int second_key(struct lnode *list)
{
	return list->next->key;
}

/*
 * check-name: warn: a NULL passed to a system header's inline function, and the project's own unproven dereferences
 * check-command: sparse -Wsafe -Wno-decl -isystem . $file
 *
 * check-error-start
warn-deref-system-inline.c: note: in included file:
./sys-list.h:6:17: warning: dereference of 'list', which may be NULL
warn-deref-system-inline.c:6:14:     'list' is NULL on one side of this test
warn-deref-system-inline.c:14:20: warning: dereference of 'list', not proven non-NULL
warn-deref-system-inline.c:14:26: warning: dereference of 'list->next', not proven non-NULL
 * check-error-end
 */
