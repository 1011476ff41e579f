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
 * check-name: silent: a result of a function of the file that most of the file's calls use untested (one of four tests it): testing it is not the file's norm, and its callers know when it is not NULL (latent)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
