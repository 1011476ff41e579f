/*
 * The twin of silent-out-param-kept.c: a caller that drops the result of
 * a function that leaves its out-parameter as the caller gave it where an
 * allocation failed, having given it NULL, uses what may still be NULL:
 * the result dropped, cast to void, and a failure that goes to a label
 * first.
 */
#include <stdlib.h>

struct item {
	int n;
	char *name;
};

static int make(struct item **out)
{
	struct item *it = malloc(sizeof(*it));

	if (!it)
		return -1;
	it->n = 0;
	*out = it;
	return 0;
}

static int named(struct item **out, const char *name)
{
	struct item *it = malloc(sizeof(*it));
	int err = -1;

	if (!it)
		goto fail;
	it->n = 1;
	it->name = NULL;
	*out = it;
	err = 0;
	(void)name;
fail:
	return err;
}

int dropped(void)
{
	struct item *it = NULL;

	make(&it);
	return it->n;
}

int voided(void)
{
	struct item *it = NULL;

	(void)make(&it);
	return it->n;
}

int labelled(void)
{
	struct item *it = NULL;

	named(&it, "x");
	return it->n;
}

/*
 * check-name: warn: an out-parameter left NULL where an allocation failed, the result dropped
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-out-param-kept.c:47:18: warning: dereference of 'it', which may be NULL
warn-out-param-kept.c:46:13:     'it' is still NULL after this call where make() fails, which leaves it as it was
warn-out-param-kept.c:55:18: warning: dereference of 'it', which may be NULL
warn-out-param-kept.c:54:19:     'it' is still NULL after this call where make() fails, which leaves it as it was
warn-out-param-kept.c:63:18: warning: dereference of 'it', which may be NULL
warn-out-param-kept.c:62:14:     'it' is still NULL after this call where named() fails, which leaves it as it was
 * check-error-end
 */
