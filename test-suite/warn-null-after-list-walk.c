#define safe __attribute__((safe))

struct node { struct node *next; int val; };

static int last(struct node *head)
{
	struct node *p;

	for (p = head; p; p = p->next)
		;
	return p->val;
}

/*
 * check-name: warn-null: the cursor of a list walk is NULL after the loop
 *
 * check-error-start
warn-null-after-list-walk.c:11:17: warning: dereference of 'p', which may be NULL
warn-null-after-list-walk.c:9:24:     'p' is NULL on one side of this test
 * check-error-end
 */
