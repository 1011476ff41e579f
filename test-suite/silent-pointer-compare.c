#define safe __attribute__((safe))

struct pane { struct pane *safe parent; int depth; };

static int is_root(struct pane *safe p, struct pane *safe root)
{
	if (p == root)
		return 1;
	return p->parent == p;
}

/*
 * check-name: silent: comparing two safe pointers (p == q) is not a test for NULL
 */
