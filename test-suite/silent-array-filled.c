/*
 * A local array of pointers set to NULL, then filled by a loop the walk
 * counts: each element read after the loop holds what the loop stored
 * there (an allocation's result tested, a variable's address), not the
 * NULL it started with.  The walk keeps what each store of an element
 * leaves there as the path goes ('v[i] = p' with i known).
 */
extern void *malloc(unsigned long n);
extern void free(void *p);

struct worker {
	int id;
	int busy;
};

static char other[4];

int first(void)
{
	char *buf[2] = { (void *)0, (void *)0 };
	int i;

	for (i = 0; i < 2; i++)
		if (!(buf[i] = malloc(8)))
			goto out;
	buf[0][0] = 0;
out:
	free(buf[0]);
	free(buf[1]);
	return 0;
}

int last(void)
{
	char *bufs[2] = { (void *)0, (void *)0 };
	int i;

	for (i = 0; i < 2; i++)
		if (!(bufs[i] = malloc(16)))
			return -1;
	bufs[1][0] = 0;
	return 0;
}

int addresses(void)
{
	char *v[4] = { (void *)0 };
	int i;

	for (i = 0; i < 4; i++)
		v[i] = other;
	return v[3][0] + v[0][0];
}

int workers(void)
{
	struct worker *w[4] = { (void *)0 };
	int i;

	for (i = 0; i < 4; i++) {
		w[i] = malloc(sizeof(*w[i]));
		if (!w[i])
			return -1;
		w[i]->id = i;
	}
	w[0]->busy = 1;
	return w[0]->busy;
}

/*
 * check-name: silent: an array of pointers filled by a loop the walk counts
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
