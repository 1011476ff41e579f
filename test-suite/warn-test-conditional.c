#define safe __attribute__((safe))

static int len_or_zero(const char *safe s)
{
	return s ? s[0] : 0;
}

/*
 * check-name: warn-test: a safe pointer tested in the condition of ?:
 *
 * check-error-start
warn-test-conditional.c:5:16: warning: testing safe 's' for NULL
 * check-error-end
 */
