#define safe __attribute__((safe))

static int get(int *q)
{
	int *safe r = q;

	return *r;
}

/*
 * check-name: warn-assign: an unannotated parameter initialises a safe local
 *
 * check-error-start
warn-assign-param-to-local.c:5:23: warning: assignment of 'q', not proven non-NULL, to safe 'r'
 * check-error-end
 */
