#define safe __attribute__((safe))
struct node { int type; struct node *left; };

/*
 * the twin: a loop that need not run returns the parameter untested
 */
struct node *safe leftmost(struct node *n, int k)
{
	while (k-- > 0)
		n = n->left;
	return n;
}

/*
 * check-name: the twin: a loop that need not run returns the parameter untested
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-return-loop-phi.c:11:16: warning: returning 'n', not proven non-NULL, from safe 'leftmost'
 * check-error-end
 */
