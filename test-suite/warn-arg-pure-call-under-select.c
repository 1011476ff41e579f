#define safe __attribute__((safe))
#define NULL ((void *)0)

extern char *find(const char *safe s, const char *safe what) __attribute__((pure));

static char *after(char *p, char *q)
{
	return p ? find(q, ": ") : NULL;
}

/*
 * check-name: a pure call made unconditional is still checked for what its condition does not test
 *
 * check-error-start
warn-arg-pure-call-under-select.c:8:25: warning: passing 'q', not proven non-NULL, as safe argument 1 of 'find'
 * check-error-end
 */
