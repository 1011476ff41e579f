#define safe __attribute__((safe))

static int depth(const char *safe name)
{
	if (!name)
		return 0;
	return name[0];
}

/*
 * check-name: warn-test: if (!p) on a safe parameter
 *
 * check-error-start
warn-test-not.c:5:13: warning: testing safe 'name' for NULL
 * check-error-end
 */
