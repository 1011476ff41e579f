#define safe __attribute__((safe))

struct pane { int depth; };

extern struct pane *safe root(void);

static int root_depth(void)
{
	struct pane *safe r = root();

	while (!r)
		;
	return r->depth;
}

/*
 * check-name: warn-test: a safe local tested in a loop condition
 *
 * check-error-start
warn-test-local.c:11:16: warning: testing safe 'r' for NULL
 * check-error-end
 */
