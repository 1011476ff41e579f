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

	return p->id + 1;
}

int peek(struct work *w)
{
	struct pool *p = pool_of(w);

	if (!p)
		return 0;
	return p->id;
}

/* two callers test it */
int try_grab(struct work *w)
{
	struct pool *p = pool_of(w);

	if (!p)
		return -1;
	return p->id;
}

/*
 * check-name: warn: a result of a function of the file that half of the file's calls test (two of four): the two that do not are reported
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-result-half-tested.c:16:17: warning: dereference of 'p', which may be NULL
warn-result-half-tested.c:9:17:     'p' is NULL where pool_of() returns this
warn-result-half-tested.c:23:17: warning: dereference of 'p', which may be NULL
warn-result-half-tested.c:9:17:     'p' is NULL where pool_of() returns this
 * check-error-end
 */
