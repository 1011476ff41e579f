/*
 * The twin of silent-null-out.c: the caller tests another value than the
 * one the callee leaves, or sets its variable again; the callee leaves
 * a length that is not 0 where an allocation fails, or passes the
 * parameter on: the NULL reaches the use, and is reported.
 */
#include <stdlib.h>
#include <string.h>

struct item {
	int n;
};

extern void set_error(int *err, int code);

static struct item *make(int n, int *err)
{
	struct item *it;

	if (n < 0) {
		*err = -22;
		return NULL;
	}
	it = malloc(sizeof(*it));
	if (!it) {
		*err = -12;
		return NULL;
	}
	*err = 0;
	it->n = n;
	return it;
}

static char *copy(const char *s, size_t *len)
{
	if (!s) {
		*len = 0;
		return NULL;
	}
	*len = strlen(s);
	return strdup(s);
}

static struct item *make_told(int n, int *err)
{
	struct item *it;

	if (n < 0) {
		set_error(err, -22);
		return NULL;
	}
	it = malloc(sizeof(*it));
	if (!it) {
		*err = -12;
		return NULL;
	}
	*err = 0;
	it->n = n;
	return it;
}

int another_code(int n)
{
	int err;
	struct item *it = make(n, &err);

	if (err == -22)
		return err;
	return it->n;
}

int set_again(int n)
{
	int err;
	struct item *it = make(n, &err);

	err = 0;
	if (err)
		return err;
	return it->n;
}

int allocation_failed(const char *s)
{
	size_t len;
	char *d = copy(s, &len);

	if (!len)
		return 0;
	return d[0];
}

int passed_on(int n)
{
	int err;
	struct item *it = make_told(n, &err);

	if (err)
		return err;
	return it->n;
}

/*
 * check-name: warn: a code a callee leaves where it returns NULL, not what the caller tests
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-null-out.c:69:18: warning: dereference of 'it', which may be NULL
warn-null-out.c:27:24:     'it' is NULL where make() returns this
warn-null-out.c:80:18: warning: dereference of 'it', which may be NULL
warn-null-out.c:27:24:     'it' is NULL where make() returns this
warn-null-out.c:90:17: warning: dereference of 'd', which may be NULL
warn-null-out.c:41:23:     'd' is NULL where copy() returns this
warn-null-out.c:100:18: warning: dereference of 'it', which may be NULL
warn-null-out.c:55:24:     'it' is NULL where make_told() returns this
 * check-error-end
 */
