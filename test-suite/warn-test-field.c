#define safe __attribute__((safe))

struct pane { struct pane *safe parent; int depth; };

static int parent_depth(struct pane *safe p)
{
	if (p->parent)
		return p->parent->depth;
	return -1;
}

/*
 * check-name: warn-test: a safe field tested for NULL
 *
 * check-error-start
warn-test-field.c:7:14: warning: testing safe 'p->parent' for NULL
 * check-error-end
 */
