#define safe __attribute__((safe))

static int count(void)
{
	int safe n = 3;

	return n;
}

/*
 * check-name: warn-test: 'safe' on a local that is not a pointer
 *
 * check-error-start
warn-test-not-pointer-local.c:5:18: warning: 'safe' on 'n', which is not a pointer
 * check-error-end
 */
