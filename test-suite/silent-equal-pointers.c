#define NULL ((void *)0)
#define safe __attribute__((safe))
struct node { int nr; struct node *next; };
extern struct node *get_node(int id);
extern void lock(struct node *n);
extern void unlock(struct node *n);

/* where n == n2, n is NULL only if get_node() returned NULL */
int count(int *safe ids, int nr)
{
	struct node *n = NULL, *n2;
	int i, total = 0;

	for (i = 0; i < nr; i++) {
		n2 = get_node(ids[i]);
		if (n != n2) {
			if (n)
				unlock(n);
			n = n2;
			lock(n);
		}
		total += n->nr;
	}
	if (n)
		unlock(n);
	return total;
}

/* equal to a pointer that is not NULL */
int same(struct node *safe a, struct node *b)
{
	if (a == b)
		return b->nr;
	return 0;
}

/*
 * check-name: silent: a pointer compared equal to another is what both are known to be (non-NULL, or NULL only if the other is)
 * check-command: sparse -Wno-decl $file
 */
