#define NULL ((void *)0)
struct dev { int flags; };
extern struct dev *lookup(int id);

static int has_devices(void)
{
	return 1;
}

int first_flags(void)
{
	struct dev *d = NULL;

	if (has_devices())
		d = lookup(0);
	return d->flags;
}

/*
 * check-name: silent: a function of the file that always returns 1, tested: the NULL's side is never taken
 * check-command: sparse -Wno-decl $file
 */
