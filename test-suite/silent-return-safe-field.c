#define safe __attribute__((safe))

struct pane { struct pane *safe parent; int depth; };

static struct pane *safe grandparent(struct pane *safe p)
{
	return p->parent->parent;
}

/*
 * check-name: silent: returning a safe field through safe fields from a safe function, even in strict mode
 * check-command: sparse -Wsafe $file
 */
