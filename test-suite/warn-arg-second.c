#define safe __attribute__((safe))

struct pane { int id; };

extern void attach(struct pane *safe parent, struct pane *safe child);

static void adopt(struct pane *safe parent, struct pane *child)
{
	attach(parent, child);
}

/*
 * check-name: warn-arg: the second argument, not proven non-NULL, is the one reported
 *
 * check-error-start
warn-arg-second.c:9:24: warning: passing 'child', not proven non-NULL, as safe argument 2 of 'attach'
 * check-error-end
 */
