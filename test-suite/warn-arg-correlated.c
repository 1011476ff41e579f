#define safe __attribute__((safe))
#define NULL ((void *)0)
extern void g(int *p safe);
void two_pointers(int *a, int *b)
{
	if (!a && !b)
		return;
	if (a)
		g(a);
	else
		g(b);		/* a is NULL here, so b is not */
}
void flag_twice(int *p, int f)
{
	if (f)
		p = NULL;
	if (!f)
		g(p);		/* not proven, but not NULL either */
}
void flag_twice_null(int *q, int f)
{
	int *p = q;

	if (!q)
		return;
	if (f)
		p = NULL;
	if (f)
		return;
	g(p);			/* p is q here */
}

/*
 * check-name: correlated tests: one of two pointers tested, a flag tested twice, a select on the branch's own condition
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-arg-correlated.c:18:19: warning: passing 'p', not proven non-NULL, as safe argument 1 of 'g'
 * check-error-end
 */
