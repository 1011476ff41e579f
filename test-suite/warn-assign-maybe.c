#define safe __attribute__((safe))

struct pane { struct pane *safe parent; int id; };

extern void log_it(void);

static void reparent(struct pane *safe p, struct pane *to)
{
	if (!to)
		log_it();
	p->parent = to;
}

/*
 * check-name: warn-assign: a pointer that may be NULL stored into a safe field, with the note at the test
 *
 * check-error-start
warn-assign-maybe.c:11:19: warning: assignment of 'to', not proven non-NULL, to safe 'p->parent'
warn-assign-maybe.c:9:14:     'to' is NULL on one side of this test
 * check-error-end
 */
