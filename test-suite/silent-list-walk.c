#define safe __attribute__((safe))

struct node { struct node *next; int val; };

static int sum(struct node *head)
{
	struct node *p;
	int s = 0;

	for (p = head; p; p = p->next)
		s += p->val;
	return s;
}

/*
 * check-name: silent: a list walk dereferences its cursor only where the loop test proved it, even in strict mode
 * check-command: sparse -Wsafe $file
 */
