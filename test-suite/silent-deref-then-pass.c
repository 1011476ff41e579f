#define safe __attribute__((safe))

struct pane { int depth; };

extern void show(struct pane *safe p);

static void bump(struct pane *p)
{
	p->depth++;
	show(p);
}

/*
 * check-name: silent: a pointer already dereferenced is non-NULL when passed as a safe argument
 */
