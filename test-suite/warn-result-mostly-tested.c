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

	if (!p)
		return -1;
	return p->id + 1;
}

int peek(int id)
{
	struct pool *p = pool_of(work_of(id));

	if (!p)
		return 0;
	return p->id;
}

/* every other caller tests it */
int try_grab(int id)
{
	struct pool *p = pool_of(work_of(id));

	if (!p)
		return -1;
	return p->id;
}

/*
 * check-name: warn: a result of a function of the file that every other call of the file tests (three of four), used untested by one
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-result-mostly-tested.c:20:17: warning: dereference of 'p', which may be NULL
warn-result-mostly-tested.c:13:17:     'p' is NULL where pool_of() returns this
 * check-error-end
 */
