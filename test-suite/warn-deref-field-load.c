#define safe __attribute__((safe))

struct node { struct node *next; int val; };

static int second(struct node *safe n)
{
	return n->next->val;
}

/*
 * check-name: warn-deref: -Wsafe-deref reports a dereference of an unannotated field loaded through a safe pointer
 * check-command: sparse -Wsafe-deref $file
 *
 * check-error-start
warn-deref-field-load.c:7:23: warning: dereference of 'n->next', not proven non-NULL
 * check-error-end
 */
