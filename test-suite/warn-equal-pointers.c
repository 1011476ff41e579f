#define NULL ((void *)0)
#define safe __attribute__((safe))
struct node { int nr; struct node *next; };
extern struct node *get_node(int id);
extern void lock(struct node *n);
extern void unlock(struct node *n);

/* equal to a pointer that is NULL */
int same(struct node *a, struct node *b)
{
	if (!a && a == b)
		return b->nr;
	return 0;
}

/*
 * check-name: warn: equal to a pointer that is NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-equal-pointers.c:12:25: warning: dereference of 'b', which may be NULL
warn-equal-pointers.c:11:14:     'a' is NULL on one side of this test
 * check-error-end
 */
