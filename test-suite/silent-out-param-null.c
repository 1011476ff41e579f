/*
 * The twin of warn-out-param-null.c: the caller assigns the variable
 * again, or tests it, after the call; the callee stores NULL only on
 * some paths, or stores another value too, or passes the parameter on:
 * none leaves the variable NULL on every path, and nothing is reported.
 */
extern void free(void *p);
extern struct item *fresh(void);
extern void keep(struct item **pp);

struct item {
	int n;
};

static void destroy(struct item **pp)
{
	free(*pp);
	*pp = (void *)0;
}

static void maybe_clear(struct item **pp, int c)
{
	if (c)
		*pp = (void *)0;
}

static void replace(struct item **pp)
{
	*pp = (void *)0;
	*pp = fresh();
}

static void handed_on(struct item **pp)
{
	*pp = (void *)0;
	keep(pp);
}

int assigned_again(struct item *p)
{
	destroy(&p);
	p = fresh();
	if (!p)
		return 0;
	return p->n;
}

int tested(struct item *p)
{
	destroy(&p);
	if (!p)
		return 0;
	return p->n;
}

int others(struct item *p, struct item *q, struct item *r, int c)
{
	maybe_clear(&p, c);
	replace(&q);
	handed_on(&r);
	return p->n + r->n;
}

/*
 * check-name: silent: a callee that does not leave the variable NULL on every path
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
