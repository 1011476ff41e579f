#define NULL ((void *)0)
struct dev { int flags; struct dev *next; };
extern struct dev *lookup(int id);
extern void log_it(void);

static int flags_of(struct dev *d)
{
	return d->flags;
}

static int flags_or_zero(struct dev *d)
{
	if (!d)
		return 0;
	return d->flags;
}

int show(int id)
{
	struct dev *d = lookup(id);

	if (!d)
		log_it();
	return flags_of(d);
}

int show_null(void)
{
	return flags_of(NULL);
}

/*
 * check-name: warn: a NULL, or what may be NULL, passed to a parameter that a function of the file dereferences before any test, with a note at that dereference
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-summary-params.c:24:25: warning: passing 'd', which may be NULL, as argument 1 of 'flags_of', which dereferences it
warn-summary-params.c:22:14:     'd' is NULL on one side of this test
warn-summary-params.c:8:16:     'flags_of' dereferences it here
warn-summary-params.c:29:25: warning: passing NULL as argument 1 of 'flags_of', which dereferences it
warn-summary-params.c:8:16:     'flags_of' dereferences it here
 * check-error-end
 */
