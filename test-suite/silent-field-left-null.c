/*
 * The twin of warn-field-left-null.c: the caller sets the field again,
 * or tests it; the callee stores NULL there only on some paths, stores
 * another value there too, or hands the parameter on.
 */
extern void free(void *p);
extern struct item *fresh(void);
extern void keep(struct holder *h);

struct item {
	int n;
};

struct holder {
	struct item *it;
	int count;
};

static void drop(struct holder *h)
{
	free(h->it);
	h->it = (void *)0;
}

static void maybe_drop(struct holder *h, int c)
{
	if (c)
		h->it = (void *)0;
}

static void refill(struct holder *h)
{
	h->it = (void *)0;
	h->it = fresh();
}

static void handed_on(struct holder *h)
{
	h->it = (void *)0;
	keep(h);
}

int set_again(struct holder *h)
{
	drop(h);
	h->it = fresh();
	if (!h->it)
		return 0;
	return h->it->n;
}

int tested(struct holder *h)
{
	drop(h);
	return h->it ? h->it->n : 0;
}

int others(struct holder *a, struct holder *b, struct holder *c, int x)
{
	maybe_drop(a, x);
	refill(b);
	handed_on(c);
	return a->it->n + c->it->n;
}

/*
 * check-name: silent: a field the callee does not leave NULL on every path
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
