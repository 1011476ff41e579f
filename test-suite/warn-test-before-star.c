#define safe __attribute__((safe))

static int get(int safe *p)
{
	return p ? *p : 0;
}

/*
 * check-name: warn-test: 'safe' before the '*' marks the pointee, and the pointer stays testable
 *
 * check-error-start
warn-test-before-star.c:3:16: warning: 'safe' before the '*' marks what 'p' points to, not the pointer
 * check-error-end
 */
