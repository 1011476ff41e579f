extern unsigned char *input(void);
extern void note(const char *what);

int sum(int n)
{
	unsigned char *next = input();
	int t = 0, i;

	if (!next)
		note("no input");
	for (i = 0; i < n; i++)
		t += *next++;
	return t;
}

/*
 * check-name: warn: a lookup's result tested, then stepped through in a loop: the NULL is the function's own, and reaches the dereference
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-manifest-stepped.c:12:22: warning: dereference of 'next', which may be NULL
warn-manifest-stepped.c:9:14:     'next' is NULL on one side of this test
 * check-error-end
 */
