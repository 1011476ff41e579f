#define safe __attribute__((safe))

struct pane { int depth; };

extern void log_it(void); extern void *find(void);

static int sum(void)
{	struct pane *a = find();	struct pane *b = find();
	if (!a || !b)
		log_it();
	return a->depth + b->depth;
}

/*
 * check-name: warn-null: two pointers that may be NULL dereferenced on one line are each reported once
 *
 * check-error-start
warn-null-two-pointers.c:11:17: warning: dereference of 'a', which may be NULL
warn-null-two-pointers.c:9:14:     'a' is NULL on one side of this test
warn-null-two-pointers.c:11:28: warning: dereference of 'b', which may be NULL
warn-null-two-pointers.c:9:20:     'b' is NULL on one side of this test
 * check-error-end
 */
