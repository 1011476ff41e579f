/*
 * A function of the file that returns NULL leaves, on each return of
 * NULL, a code or a length in a variable whose address its caller gave it
 * ('*err = -EINVAL; return NULL;', '*len = 0; return NULL;'), and stores
 * through that parameter and nothing else: the caller that tests the
 * variable instead of the pointer tests the NULL.  Nothing is reported.
 */
#include <stdlib.h>
#include <string.h>

struct item {
	int n;
};

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
	char *d;

	*len = 0;
	if (!s)
		return NULL;
	d = strdup(s);
	if (!d)
		return NULL;
	*len = strlen(d);
	return d;
}

int error_tested(int n)
{
	int err;
	struct item *it = make(n, &err);

	if (err)
		return err;
	return it->n;
}

int length_tested(const char *s)
{
	size_t len;
	char *d = copy(s, &len);
	int c;

	if (!len)
		return 0;
	c = d[0];
	free(d);
	return c;
}

/*
 * check-name: silent: a code a callee leaves where it returns NULL, tested
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
