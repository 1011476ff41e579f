#define safe __attribute__((safe))

static int get(int *q)
{
	int *safe r;

	r = q;
	return *r;
}

/*
 * check-name: warn-assign: an unannotated parameter assigned to a safe local
 *
 * check-error-start
warn-assign-local.c:7:11: warning: assignment of 'q', not proven non-NULL, to safe 'r'
 * check-error-end
 */
