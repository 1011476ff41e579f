#define safe __attribute__((safe))

struct pane { int id; };

struct pane_ops {
	void (*draw)(struct pane *safe p);
	void (*free)(struct pane *safe p);
};

static void redraw(const struct pane_ops *safe ops, struct pane *p)
{
	ops->draw(p);
}

/*
 * check-name: warn-arg: an argument not proven non-NULL passed to a safe parameter through a function pointer
 *
 * check-error-start
warn-arg-func-pointer.c:12:19: warning: passing 'p', not proven non-NULL, as safe argument 1 of 'ops->draw'
 * check-error-end
 */
