#define safe __attribute__((safe))
#define NULL ((void *)0)

extern int depth(const char *safe name);

static int measure(void)
{
	return depth(NULL);
}

/*
 * check-name: a literal NULL passed to a safe parameter: no note, the NULL is on the line
 *
 * check-error-start
warn-arg-null.c:8:22: warning: passing NULL as safe argument 1 of 'depth'
 * check-error-end
 */
