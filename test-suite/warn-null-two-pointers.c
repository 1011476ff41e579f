#define safe __attribute__((safe))

struct pane { int depth; };

extern void log_it(void);

static int sum(struct pane *a, struct pane *b)
{
	if (!a || !b)
		log_it();
	return a->depth + b->depth;
}

/*
 * check-name: warn-null: two pointers that may be NULL dereferenced on one line are each reported once
 *
 * check-error-start
 * check-error-end
 */
