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

	if (p)
		*p = 1;
}

void g(void)
{
	int *p = none_static(2);

	if (!p)
		return;
	*p = 1;
}

/*
 * check-name: silent: the NULL result of a function of the file that returns only NULL, tested before it is used
 * check-command: sparse -Wno-decl $file
 */
