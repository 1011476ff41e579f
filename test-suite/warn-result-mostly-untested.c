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

int show(struct work *w)
{
	return pool_of(w)->id;
}

/* the one caller that may see a work that is not queued tests it */
int try_grab(struct work *w)
{
	struct pool *p = pool_of(w);

	if (!p)
		return -1;
	return p->id;
}

/*
 * check-name: warn: a result of a function of the file that one of four calls tests: the file says its NULL can come, and the three calls that use it untested are each reported (untested calls do not vouch for each other)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-result-mostly-untested.c:16:17: warning: dereference of 'p', which may be NULL
warn-result-mostly-untested.c:9:17:     'p' is NULL where pool_of() returns this
warn-result-mostly-untested.c:23:17: warning: dereference of 'p', which may be NULL
warn-result-mostly-untested.c:9:17:     'p' is NULL where pool_of() returns this
warn-result-mostly-untested.c:28:26: warning: dereference of 'pool_of()', which may be NULL
warn-result-mostly-untested.c:9:17:     'pool_of()' is NULL where pool_of() returns this
 * check-error-end
 */
