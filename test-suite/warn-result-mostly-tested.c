struct work { long data; };
struct pool { int id; };

/* a lookup that cannot miss for a work that is queued */
static struct pool *pool_of(struct work *w)
{
	if (w->data & 1)
		return (struct pool *)(w->data & ~1L);
	return (void *)0;
}

int run(struct work *w)
{
	struct pool *p = pool_of(w);

	return p->id;
}

int requeue(struct work *w)
{
	struct pool *p = pool_of(w);

	if (!p)
		return -1;
	return p->id + 1;
}

int peek(struct work *w)
{
	struct pool *p = pool_of(w);

	if (!p)
		return 0;
	return p->id;
}

/* every other caller tests it */
int try_grab(struct work *w)
{
	struct pool *p = pool_of(w);

	if (!p)
		return -1;
	return p->id;
}

/*
 * check-name: warn: a result of a function of the file that every other call of the file tests (three of four), used untested by one
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-result-mostly-tested.c:16:17: warning: dereference of 'p', which may be NULL
warn-result-mostly-tested.c:9:17:     'p' is NULL where pool_of() returns this
 * check-error-end
 */
