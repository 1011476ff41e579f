#include "safe.h"

struct node {
	int type;
	struct node *child;
};

// sparse makes a phi of the first two tests' outcome and one of 'child',
// and 'or's the first with the third: where all three are false, 'child'
// is what the second test found not NULL
int child_type(struct node *safe n, int depth)
{
	struct node *child;

	if (n->type != 1 || !(child = n->child) || depth > 4)
		return 0;
	return child->type;
}

/*
 * check-name: silent: 'if (a || !(x = f()) || n > 4) return;' leaves x not NULL
 * check-command: sparse -Wsafe -Wno-decl -I../include $file
 *
 * check-error-start
 * check-error-end
 */
