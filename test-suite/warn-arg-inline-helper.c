#define safe __attribute__((safe))

struct pane { int depth; };

extern void log_it(void);

static inline int depth_of(struct pane *safe p)
{
	return p->depth;
}

static int total(struct pane *a)
{
	if (!a)
		log_it();
	return depth_of(a);
}

/*
 * check-name: a maybe-NULL value passed to a safe parameter of an inlined helper is checked as its assignment
 *
 * check-error-start
warn-arg-inline-helper.c:16:25: warning: passing 'a', not proven non-NULL, as safe argument 1 of 'depth_of'
warn-arg-inline-helper.c:14:14:     'a' is NULL on one side of this test
 * check-error-end
 */
