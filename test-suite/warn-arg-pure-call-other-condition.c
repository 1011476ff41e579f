#define safe __attribute__((safe))
extern int atoi(const char *s safe) __attribute__((pure));
extern char *get(void);
int f(int c, int d)
{
	char *b = get();
	int n = 0, m = 0;

	if (b)
		n = atoi(b);
	if (c)
		m = atoi(b);
	return n + m;
}

/*
 * check-name: a pure call under a condition other than the test of its argument warns
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-arg-pure-call-other-condition.c:12:26: warning: passing 'b', not proven non-NULL, as safe argument 1 of 'atoi'
warn-arg-pure-call-other-condition.c:9:13:     'b' is NULL on one side of this test
 * check-error-end
 */
