#define safe __attribute__((safe))
#define NULL ((void *)0)

struct pane { int id; };

static struct pane *safe pick(struct pane *safe p, int which)
{
	struct pane *r = p;

	if (which == 0)
		r = NULL;
	return r;
}

/*
 * check-name: return of a pointer set to NULL on one side of an if: the note is at the if
 *
 * check-error-start
warn-return-null-select.c:12:16: warning: returning 'r', not proven non-NULL, from safe 'pick'
warn-return-null-select.c:10:22:     'r' is NULL on one side of this test
 * check-error-end
 */
