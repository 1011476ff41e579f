#define safe __attribute__((safe))

struct pane { struct pane *safe parent; int depth; };

static int up2(struct pane *safe p, int *safe out)
{
	*out = p->depth;
	p->parent->depth = 0;
	return p->parent->parent->depth;
}

/*
 * check-name: silent: safe parameters and chains of safe fields are dereferenced silently in strict mode
 * check-command: sparse -Wsafe $file
 */
