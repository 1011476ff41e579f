#define NULL ((void *)0)
/* subtrees are not configured: there is none to go down to */
#define SUBTREE(fn) NULL

struct node { int flags; struct node *left, *right, *sub; int leaf; };

int find_prefix(struct node *fn)
{
	if (fn->flags & 1)
		return 1;
	while (fn) {
		if (fn->left)
			return fn->left->leaf;
		if (fn->right)
			return fn->right->leaf;
		fn = SUBTREE(fn);
	}
	return 0;
}

int first_leaf(struct node *fn)
{
	int n = fn->flags;

	for (; fn != NULL; fn = SUBTREE(fn))
		n += fn->leaf;
	return n;
}

/*
 * check-name: silent: a loop's condition tests a value the loop gives its variable, though it folds to NULL and leaves the first pass's test
 * check-command: sparse -Wno-decl $file
 * check-description: each pass tests what the last one assigned; that
 *	the configuration makes it NULL (and sparse folds the loop away)
 *	does not make the first pass's test one after a dereference.  An
 *	if that tests such a variable is warn-after-deref-loop-condition.c.
 */
