#define safe __attribute__((safe))
#include <stdlib.h>

struct row { int k; };
extern void die(const char *m) __attribute__((noreturn));

/* stores what is not NULL through 'out' on every path that returns */
static int make(struct row **safe out)
{
	struct row *list = calloc(4, sizeof(*list));

	if (!list)
		die("out of memory");
	*out = list;
	return 1;
}

int use(void)
{
	struct row *now = NULL;
	int n;

	n = make(&now);
	now[n].k = 1;
	return n;
}

int rounds(int phase)
{
	struct row *now = NULL;
	int n = 0, round;

	for (round = 1; round < 4; round++) {
		n = make(&now);
		if (phase)
			now[n++].k = 1;
		free(now);
		now = NULL;
	}
	return n;
}

/*
 * check-name: a variable given to a function that stores what is not NULL through it on every path that returns is not NULL after the call
 * check-command: sparse -Wno-decl -Wsafe $file
 */
