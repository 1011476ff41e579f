#define safe __attribute__((safe))
#define NULL ((void *)0)

struct pane { struct pane *parent; int depth; };

static int depth(struct pane *p)
{
	if (p == NULL || !p->parent)
		return 0;
	return p->parent->depth;
}

/*
 * check-name: silent: testing pointers that are not safe is not a test warning
 */
