#define safe __attribute__((safe))

extern char *safe q;

static int has_q(void)
{
	char *safe r = q;

	if (r)
		return 1;
	return 0;
}

/*
 * check-name: warn-test: if (r) return 1; return 0; on a safe local is reported at the test
 *
 * check-error-start
warn-test-if-return-line.c:9:13: warning: testing safe 'r' for NULL
 * check-error-end
 */
