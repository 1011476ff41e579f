#define safe __attribute__((safe))

struct pane { struct pane *focus; struct pane *safe parent; };

static struct pane *safe focus_of(struct pane *safe p)
{
	return p->focus;
}

/*
 * check-name: warn-return: an unannotated field returned from a safe function, named as written
 *
 * check-error-start
warn-return-field.c:7:16: warning: returning 'p->focus', not proven non-NULL, from safe 'focus_of'
 * check-error-end
 */
