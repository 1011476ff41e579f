extern int length(const char *s) __attribute__((nonnull(1)));

int length(const char *s)
{
	int n = 0;

	if (!s)
		return 0;
	while (s[n])
		n++;
	return n;
}

/*
 * check-name: a nonnull parameter tested for NULL in its own function
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-test-nonnull-param.c:7:14: warning: testing nonnull parameter 's' for NULL
 * check-error-end
 */
