extern void note(const char *what);
struct dev { int id; };

static int id_of(struct dev *d)
{
	if (!d)
		note("no device");
	return d->id;
}

int none(void)
{
	return id_of((void *)0);
}

static int outer(struct dev *d)
{
	return id_of(d);
}

int none_through(void)
{
	return outer((void *)0);
}

/*
 * check-name: warn: a latent NULL (a parameter tested, then used) is reported at the caller that passes NULL, with a note at the use; a caller that passes on its own parameter is silent (the latent error is not carried up a second call: a limit)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-latent-caller-null.c:13:23: warning: passing NULL as argument 1 of 'id_of', which dereferences it
warn-latent-caller-null.c:8:16:     'id_of' dereferences it here
 * check-error-end
 */
