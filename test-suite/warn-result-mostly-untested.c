struct work { long data; };
struct pool { int id; };
extern struct work *work_of(int id);

/*
 * NULL where the work is not queued; the works come from work_of(), so
 * whether it is is this file's to know (not its callers')
 */
static struct pool *pool_of(struct work *w)
{
	if (w->data & 1)
		return (struct pool *)(w->data & ~1L);
	return (void *)0;
}

int run(int id)
{
	struct pool *p = pool_of(work_of(id));

	return p->id;
}

int requeue(int id)
{
	struct pool *p = pool_of(work_of(id));

	return p->id + 1;
}

int show(int id)
{
	return pool_of(work_of(id))->id;
}

/* the one caller that may see a work that is not queued tests it */
int try_grab(int id)
{
	struct pool *p = pool_of(work_of(id));

	if (!p)
		return -1;
	return p->id;
}

/*
 * check-name: warn: a result of a function of the file that one of four calls tests: the file says its NULL can come, and the three calls that use it untested are each reported (untested calls do not vouch for each other)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-result-mostly-untested.c:20:17: warning: dereference of 'p', which may be NULL
warn-result-mostly-untested.c:13:17:     'p' is NULL where pool_of() returns this
warn-result-mostly-untested.c:27:17: warning: dereference of 'p', which may be NULL
warn-result-mostly-untested.c:13:17:     'p' is NULL where pool_of() returns this
warn-result-mostly-untested.c:32:36: warning: dereference of 'pool_of()', which may be NULL
warn-result-mostly-untested.c:13:17:     'pool_of()' is NULL where pool_of() returns this
 * check-error-end
 */
