#define safe __attribute__((safe))
#define NULL ((void *)0)
extern void g(int *p safe);
extern int a(void), b(void);
void two_pointers_wrong(int *a, int *b)
{
	if (!a && !b)
		return;
	if (a)
		g(b);		/* a is not NULL here: b may be */
}
int independent_calls(int *q)
{
	int *p = q;

	if (!q)
		return 0;
	if (a())
		p = NULL;
	if (b())
		g(p);		/* a() and b() are two calls */
	return 0;
}
void flag_twice_wrong(int *q, int f)
{
	int *p = q;

	if (!q)
		return;
	if (f)
		p = NULL;
	if (!f)
		return;
	g(p);			/* f is set: p is NULL */
}

/*
 * check-name: tests that do not correlate still warn: the other pointer, two calls, a flag tested for the NULL side
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-arg-correlated-twin.c:10:19: warning: passing 'b', not proven non-NULL, as safe argument 1 of 'g'
warn-arg-correlated-twin.c:7:20:     'b' is NULL on one side of this test
warn-arg-correlated-twin.c:21:19: warning: passing 'p', not proven non-NULL, as safe argument 1 of 'g'
warn-arg-correlated-twin.c:18:14:     'p' is NULL on one side of this test
warn-arg-correlated-twin.c:34:11: warning: passing 'p', not proven non-NULL, as safe argument 1 of 'g'
warn-arg-correlated-twin.c:30:13:     'p' is NULL on one side of this test
 * check-error-end
 */
