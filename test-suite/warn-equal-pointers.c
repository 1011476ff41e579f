#define NULL ((void *)0)
#define safe __attribute__((safe))
struct node { int nr; struct node *next; };
extern struct node *get_node(int id);
extern void lock(struct node *n);
extern void unlock(struct node *n);

/* n2 may be NULL, so n may be where they are equal */
int count(int *safe ids, int nr)
{
	struct node *n = NULL, *n2;
	int i, total = 0;

	for (i = 0; i < nr; i++) {
		n2 = ids[i] < 0 ? NULL : get_node(ids[i]);
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

/* equal to a pointer that may be NULL */
int same(struct node *a, struct node *b)
{
	if (!a && a == b)
		return b->nr;
	return 0;
}

/*
 * check-name: warn: equal to a pointer that may be NULL, or is
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-equal-pointers.c:22:27: warning: dereference of 'n', which may be NULL
warn-equal-pointers.c:11:26:     'n' is NULL from here
warn-equal-pointers.c:33:25: warning: dereference of 'b', which may be NULL
warn-equal-pointers.c:32:14:     'b' is NULL on one side of this test
 * check-error-end
 */
