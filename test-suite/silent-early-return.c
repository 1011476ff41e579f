#define safe __attribute__((safe))

struct pane { int depth; };

extern struct pane *find(int id);

static struct pane *safe find_or(int id, struct pane *safe dflt)
{
	struct pane *p = find(id);

	if (!p)
		return dflt;
	p->depth++;
	return p;
}

/*
 * check-name: silent: an early return on NULL proves the pointer for the rest of the function, even in strict mode
 * check-command: sparse -Wsafe $file
 */
