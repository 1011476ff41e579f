#define safe __attribute__((safe))

struct node { struct node *next; int val; };

static int second(struct node *n)
{
	return n->next->val;
}

/*
 * check-name: silent: without -Wsafe-deref a dereference of an unannotated pointer is not reported
 */
