#define safe __attribute__((safe))

struct pane { int id; };

static struct pane *safe checked(struct pane *p)
{
	return p;
}

/*
 * check-name: warn-return: an unannotated parameter returned from a safe function
 *
 * check-error-start
warn-return-param.c:7:16: warning: returning 'p', not proven non-NULL, from safe 'checked'
 * check-error-end
 */
