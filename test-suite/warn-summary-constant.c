#define NULL ((void *)0)
struct dev { int flags; };
extern struct dev *lookup(int id);

static int has_devices(void)
{
	return 0;
}

int first_flags(void)
{
	struct dev *d = NULL;

	if (has_devices())
		d = lookup(0);
	return d->flags;
}

/*
 * check-name: warn: the same, where it always returns 0
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-summary-constant.c:16:17: warning: dereference of 'd', which may be NULL
warn-summary-constant.c:12:25:     'd' is NULL from here
 * check-error-end
 */
