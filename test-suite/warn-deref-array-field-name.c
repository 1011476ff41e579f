#define safe __attribute__((safe))

struct table { int *slot[4]; };

static int second(struct table *safe t)
{
	return *t->slot[1];
}

/*
 * check-name: warn-deref: an element of an array field is named as written
 * check-command: sparse -Wsafe-deref $file
 *
 * check-error-start
warn-deref-array-field-name.c:7:16: warning: dereference of 't->slot[1]', not proven non-NULL
 * check-error-end
 */
