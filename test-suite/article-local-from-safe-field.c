#define safe __attribute__((safe))

struct pane { struct pane *safe parent; int depth; };

static int parent_depth(struct pane *safe p)
{
	struct pane *parent = p->parent;

	return parent->depth;
}

/*
 * check-name: article: a plain local copied from a safe field is dereferenced silently in strict mode
 * check-command: sparse -Wsafe $file
 */
