/*
 * A function of the file that only stores NULL into a field of what its
 * parameter points to, on every path that returns ('free(s->buf);
 * s->buf = NULL;'), leaves that field NULL: a use of it after the call
 * is reported, the call the evidence.
 */
extern void free(void *p);

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
	h->count = 0;
}

int after_drop(struct holder *h)
{
	drop(h);
	return h->it->n;
}

int local_holder(struct item *it)
{
	struct holder h = { it, 1 };

	drop(&h);
	return h.it->n;
}

/*
 * check-name: warn: a field the callee leaves NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-field-left-null.c:28:21: warning: dereference of 'h->it', which may be NULL
warn-field-left-null.c:27:13:     'h->it' is NULL after this call: drop() leaves it NULL
warn-field-left-null.c:36:20: warning: dereference of 'h.it', which may be NULL
warn-field-left-null.c:35:13:     'h.it' is NULL after this call: drop() leaves it NULL
 * check-error-end
 */
