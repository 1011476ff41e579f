#define safe __attribute__((safe))

struct pane { int depth; };

static int depth(struct pane *p, struct pane *safe dflt)
{
	struct pane *r = p ? p : dflt;

	return r->depth;
}

/*
 * check-name: silent: p ? p : safe_default is non-NULL, even in strict mode
 * check-command: sparse -Wsafe $file
 */
