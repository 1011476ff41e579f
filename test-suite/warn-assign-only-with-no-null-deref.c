#define safe __attribute__((safe))

struct pane { struct pane *safe parent; int id; };

extern void log_it(void);

static int reparent(struct pane *safe p, struct pane *to)
{
	if (!to)
		log_it();
	p->parent = to;
	return to->id;
}

/*
 * check-name: warn-assign: -Wno-null-deref silences the null category only, the assign warning stays
 * check-command: sparse -Wno-null-deref $file
 *
 * check-error-start
warn-assign-only-with-no-null-deref.c:11:19: warning: assignment of 'to', not proven non-NULL, to safe 'p->parent'
warn-assign-only-with-no-null-deref.c:9:14:     'to' is NULL on one side of this test
 * check-error-end
 */
