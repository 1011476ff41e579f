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

int peek(int id)
{
	struct pool *p = pool_of(work_of(id));

	if (!p)
		return 0;
	return p->id;
}

/* two callers test it */
int try_grab(int id)
{
	struct pool *p = pool_of(work_of(id));

	if (!p)
		return -1;
	return p->id;
}

/*
 * check-name: warn: a result of a function of the file that half of the file's calls test (two of four): the two that do not are reported
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-result-half-tested.c:20:17: warning: dereference of 'p', which may be NULL
warn-result-half-tested.c:13:17:     'p' is NULL where pool_of() returns this
warn-result-half-tested.c:27:17: warning: dereference of 'p', which may be NULL
warn-result-half-tested.c:13:17:     'p' is NULL where pool_of() returns this
 * check-error-end
 */
