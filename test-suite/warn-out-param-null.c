/*
 * A function of the file that only stores NULL through a parameter that
 * points to a pointer, on every path that returns ('free(*pp); *pp =
 * NULL;'), leaves the caller's variable whose address it is given NULL:
 * a use after the call is reported, the call the evidence.
 */
extern void free(void *p);

struct item {
	int n;
};

static void destroy(struct item **pp)
{
	free(*pp);
	*pp = (void *)0;
}

static int give_up(struct item **out, int why)
{
	*out = (void *)0;
	if (why)
		return -why;
	return -1;
}

int after_destroy(struct item *p)
{
	destroy(&p);
	return p->n;
}

int after_give_up(int why)
{
	struct item *it;

	give_up(&it, why);
	return it->n;
}

/*
 * check-name: warn: a parameter through which the callee only stores NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-out-param-null.c:30:17: warning: dereference of 'p', which may be NULL
warn-out-param-null.c:29:16:     'p' is NULL after this call: destroy() leaves it NULL
warn-out-param-null.c:38:18: warning: dereference of 'it', which may be NULL
warn-out-param-null.c:37:16:     'it' is NULL after this call: give_up() leaves it NULL
 * check-error-end
 */
