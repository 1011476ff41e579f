#define safe __attribute__((safe))
#define NULL ((void *)0)

static int depth(const char *safe name)
{
	if (name == NULL)
		return 0;
	return name[0];
}

/*
 * check-name: warn-test: p == NULL on a safe parameter
 *
 * check-error-start
warn-test-eq-null.c:6:18: warning: testing safe 'name' for NULL
 * check-error-end
 */
