#define safe __attribute__((safe))
#define NULL ((void *)0)

struct pane { struct pane *safe parent; int depth; };

static int has_parent(struct pane *safe p)
{
	return p->parent != NULL;
}

/*
 * check-name: warn-test: a safe field compared with NULL in a value context
 *
 * check-error-start
warn-test-ne-null.c:8:26: warning: testing safe 'p->parent' for NULL
 * check-error-end
 */
