#define safe __attribute__((safe))

static int twice(int x safe)
{
	return 2 * x;
}

/*
 * check-name: warn-test: 'safe' on a parameter that is not a pointer
 *
 * check-error-start
warn-test-not-pointer.c:3:18: warning: 'safe' on 'x', which is not a pointer
 * check-error-end
 */
