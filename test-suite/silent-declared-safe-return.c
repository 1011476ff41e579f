#define safe __attribute__((safe))

struct pane { int depth; };

extern struct pane *safe root_pane(void);
extern void show(struct pane *safe p);

static int root_depth(void)
{
	struct pane *r = root_pane();

	show(root_pane());
	return r->depth;
}

/*
 * check-name: silent: an only-declared function is trusted for its safe result, even in strict mode
 * check-command: sparse -Wsafe $file
 */
