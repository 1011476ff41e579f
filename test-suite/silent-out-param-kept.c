/*
 * A function of the file that stores what is not NULL through its
 * out-parameter on every return but where an allocation failed, which
 * leave it as the caller gave it, and says so in its result: a caller
 * that tests the result, one that gave it what is not NULL, and a
 * function that leaves it only where a test of its own input fails (its
 * callers decide that), are each silent.  So is one that stores on every
 * return.
 */
#include <stdlib.h>

struct item {
	int n;
};

extern struct item fallback;

static int make(struct item **out)
{
	struct item *it = malloc(sizeof(*it));

	if (!it)
		return -1;
	it->n = 0;
	*out = it;
	return 0;
}

static int pick(int k, struct item **out)
{
	if (k < 0)
		return -1;
	*out = &fallback;
	return 0;
}

static int always(struct item **out)
{
	struct item *it = malloc(sizeof(*it));

	*out = it ? it : &fallback;
	return it != NULL;
}

int tested(void)
{
	struct item *it = NULL;

	if (make(&it) < 0)
		return -1;
	return it->n;
}

int given(void)
{
	struct item *it = &fallback;

	make(&it);
	return it->n;
}

int input(void)
{
	struct item *it = NULL;

	pick(3, &it);
	return it->n;
}

int every(void)
{
	struct item *it = NULL;

	always(&it);
	return it->n;
}

/*
 * check-name: silent: an out-parameter left as it was where an allocation failed, the result tested, or the variable given what is not NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
