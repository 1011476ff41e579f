#define safe __attribute__((safe))

struct pane { int depth; };

static inline int depth_of(struct pane *safe p)
{
	return p->depth;
}

static int total(struct pane *a, struct pane *safe b)
{
	int d = depth_of(b);

	if (a)
		d += depth_of(a);
	return d;
}

/*
 * check-name: silent: a static inline helper with a safe parameter, called with proven pointers, even in strict mode
 * check-command: sparse -Wsafe $file
 */
