#include "safe.h"

struct node {
	int type;
	struct node *child;
};

// the same chain, where it is true: 'child' may be the NULL it was given
int child_type(struct node *safe n, int depth)
{
	struct node *child = NULL;

	if (n->type != 1 || !(child = n->child) || depth > 4)
		return child->type;
	return 0;
}

/*
 * check-name: warn: the same chain's true side, where what it assigned may be NULL
 * check-command: sparse -Wsafe -Wno-decl -I../include $file
 *
 * check-error-start
warn-or-chain-assigned.c:14:29: warning: dereference of 'child', which may be NULL
warn-or-chain-assigned.c:11:30:     'child' is NULL from here
 * check-error-end
 */
