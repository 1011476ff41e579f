#define safe __attribute__((safe))

struct pane { struct pane *parent; int depth; };

static int root_depth(struct pane *safe p)
{
	int d;

	do {
		d = p->depth;
		if (!p->parent)
			break;
		p = p->parent;
	} while (1);
	return d;
}

/*
 * check-name: silent: a safe cursor advanced only to tested fields stays proven, even in strict mode
 * check-command: sparse -Wsafe $file
 */
