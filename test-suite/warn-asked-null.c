/*
 * A function of the file that returns NULL right under a test of its
 * parameter leaves that NULL to its caller to ask for, and its callers
 * that give it a variable decide it (latent); but a caller that gives it
 * a constant for which it returns NULL has asked for the NULL: a use of
 * the result, untested, is reported, with that return as where.
 */
struct item {
	int n;
};

static struct item big, made;

static struct item *find(int k)
{
	if (k > 5)
		return &big;
	return (void *)0;
}

static struct item *get(int create)
{
	if (!create)
		return (void *)0;
	return &made;
}

int small(void)
{
	return find(1)->n;
}

int not_made(void)
{
	struct item *it = get(0);

	return it->n;
}

/*
 * check-name: warn: a constant argument for which a function of the file returns NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-asked-null.c:30:23: warning: dereference of 'find()', which may be NULL
warn-asked-null.c:18:17:     'find()' is NULL where find() returns this
warn-asked-null.c:37:18: warning: dereference of 'it', which may be NULL
warn-asked-null.c:24:25:     'it' is NULL where get() returns this
 * check-error-end
 */
