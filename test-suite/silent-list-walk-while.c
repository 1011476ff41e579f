#define safe __attribute__((safe))

struct node { struct node *next; int val; };

static struct node *find(struct node *p, int val)
{
	while (p && p->val != val)
		p = p->next;
	return p;
}

/*
 * check-name: silent: while (p && p->val != v) p = p->next; is safe, even in strict mode
 * check-command: sparse -Wsafe $file
 */
