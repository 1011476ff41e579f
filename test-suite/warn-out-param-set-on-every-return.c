#define safe __attribute__((safe))
#include <stdlib.h>

struct row { int k; };
extern void die(const char *m) __attribute__((noreturn));

/* stores through 'out' only when asked to */
static int make(struct row **safe out, int wanted)
{
	struct row *list;

	if (!wanted)
		return 0;
	list = calloc(4, sizeof(*list));
	if (!list)
		die("out of memory");
	*out = list;
	return 1;
}

int use(int wanted)
{
	struct row *now = NULL;
	int n;

	n = make(&now, wanted);
	now[n].k = 1;
	return n;
}

/*
 * check-name: warn: a function that stores through its out-parameter on some paths only leaves the variable what it was (NULL on the path that does not store): not proven
 * check-command: sparse -Wno-decl -Wsafe $file
 *
 * check-error-start
warn-out-param-set-on-every-return.c:27:15: warning: dereference of 'now', not proven non-NULL
 * check-error-end
 */
