#define NULL ((void *)0)
#define SUBTREE(fn) NULL

struct node { int flags; struct node *sub; int leaf; };

/* the variable is assigned, as a loop's would be, but an if tests it */
int leaf_of(struct node *fn)
{
	int n = fn->flags;

	if (fn)
		n += fn->leaf;
	fn = SUBTREE(fn);
	return n + (fn ? 1 : 0);
}

/*
 * check-name: warn: a test after a dereference of a variable that the function assigns, by an if rather than by a loop's condition
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-after-deref-loop-condition.c:11:13: warning: 'fn' is tested for NULL after it was dereferenced
warn-after-deref-loop-condition.c:9:17:     'fn' was dereferenced here
 * check-error-end
 */
