#define safe __attribute__((safe))
#define NULL ((void *)0)

struct pane { struct pane *safe parent; int id; };

static void orphan(struct pane *safe p)
{
	p->parent = NULL;
}

/*
 * check-name: a literal NULL stored into a safe field: no note, the NULL is on the line
 *
 * check-error-start
warn-assign-null-field.c:8:19: warning: assignment of 'NULL', not proven non-NULL, to safe 'p->parent'
 * check-error-end
 */
