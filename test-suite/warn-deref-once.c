#define safe __attribute__((safe))

static int sum(int *p)
{
	int a = p[0];

	return a + p[1] + *p;
}

/*
 * check-name: warn-deref: -Wsafe-deref reports an unproven pointer once, at its first dereference
 * check-command: sparse -Wsafe-deref $file
 *
 * check-error-start
warn-deref-once.c:5:18: warning: dereference of 'p', not proven non-NULL
 * check-error-end
 */
