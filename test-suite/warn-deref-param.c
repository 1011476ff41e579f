#define safe __attribute__((safe))

static int get(int *p)
{
	return *p;
}

/*
 * check-name: warn-deref: -Wsafe-deref reports a dereference of an unannotated parameter
 * check-command: sparse -Wsafe-deref $file
 *
 * check-error-start
warn-deref-param.c:5:16: warning: dereference of 'p', not proven non-NULL
 * check-error-end
 */
