#define safe __attribute__((safe))

struct pane { struct pane *safe parent; int id; };

static void reparent(struct pane *safe p, struct pane *to)
{
	p->parent = to;
}

/*
 * check-name: warn-assign: an unannotated pointer stored into a safe field
 *
 * check-error-start
warn-assign-field.c:7:19: warning: assignment of 'to', not proven non-NULL, to safe 'p->parent'
 * check-error-end
 */
