#define safe __attribute__((safe))

struct pane { int id; };

struct pane_ops {
	void (*draw)(struct pane *safe p);
	void (*free)(struct pane *safe p);
};

static void redraw(const struct pane_ops *safe ops, struct pane *p)
{
	if (!p)
		return;
	ops->draw(p);
	ops->free(p);
}

/*
 * check-name: silent: a tested pointer passed to safe parameters through a table of function pointers
 */
