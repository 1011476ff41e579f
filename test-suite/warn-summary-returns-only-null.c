#define NULL ((void *)0)

int *none(void)
{
	return NULL;
}

static int *none_static(int reason)
{
	if (reason)
		return NULL;
	return NULL;
}

void f(void)
{
	int *p = none();

	*p = 1;
}

void g(void)
{
	int *p = none_static(2);

	*p = 1;
}

/*
 * check-name: warn: the result of a function of the file that returns only NULL is NULL, extern or static
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-summary-returns-only-null.c:19:9: warning: dereference of 'p', which may be NULL
warn-summary-returns-only-null.c:5:16:     'p' is NULL where none() returns this
warn-summary-returns-only-null.c:26:9: warning: dereference of 'p', which may be NULL
warn-summary-returns-only-null.c:12:16:     'p' is NULL where none_static() returns this
 * check-error-end
 */
