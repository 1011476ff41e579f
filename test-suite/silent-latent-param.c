extern void note(const char *what);
struct dev { int id; struct dev *parent; };

static int id_of(struct dev *d)
{
	if (!d)
		note("no device");
	return d->id;
}

static int parent_id(struct dev *d)
{
	if (!d->parent)
		note("root");
	return d->parent->id;
}

int both(struct dev *d)
{
	return id_of(d) + parent_id(d);
}

/*
 * check-name: silent: a NULL that comes from the inputs (a parameter, a field of one) is latent: the function's callers decide, and this one passes what it was given
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
