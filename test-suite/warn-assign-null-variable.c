#define safe __attribute__((safe))
#define NULL ((void *)0)

struct pane { struct pane *safe parent; int id; };

static void orphan(struct pane *safe p)
{
	struct pane *q = NULL;

	p->parent = q;
}

/*
 * check-name: a variable holding NULL stored into a safe field: sparse folds it to NULL
 *
 * check-error-start
warn-assign-null-variable.c:10:19: warning: assignment of 'NULL', not proven non-NULL, to safe 'p->parent'
 * check-error-end
 */
