/*
 * A function of the file that returns, untested, what another function of
 * the file may return NULL for, may return NULL too: where a call of it
 * tests its result (the file's word that its NULL can come), its callers
 * that use its result untested are reported, with a note at its return.
 * (silent-summary-wrapper-untested.c: where no call tests it, its NULL is
 * its callers' to rule out.)  The wrapper is not taken for NULL on every
 * return: the code after the test of its result is reached, and checked
 * (the dereference of 'gone').
 */
#define NULL ((void *)0)

struct item { int v; };
static struct item items[4];
static int ready;

static struct item *lookup(int k)
{
	if (!ready)
		return NULL;
	return &items[k & 3];
}

static struct item *wrap(int k)
{
	return lookup(k);
}

static struct item *wrap_held(int k)
{
	struct item *it = lookup(k + 1);

	return it;
}

int use(int k);
int use(int k)
{
	return wrap(k)->v + wrap_held(k)->v;
}

int careful(int k);
int careful(int k)
{
	struct item *a = wrap(k), *b = wrap_held(k), *gone = NULL;

	if (!a || !b)
		return 0;
	return a->v + b->v + gone->v;
}

/*
 * check-name: a wrapper returns what its callee may return NULL for, and a call tests it
 *
 * check-error-start
warn-summary-wrapper.c:39:23: warning: dereference of 'wrap()', which may be NULL
warn-summary-wrapper.c:26:23:     'wrap()' is NULL where wrap() returns this
warn-summary-wrapper.c:39:41: warning: dereference of 'wrap_held()', which may be NULL
warn-summary-wrapper.c:33:16:     'wrap_held()' is NULL where wrap_held() returns this
warn-summary-wrapper.c:49:34: warning: dereference of NULL
 * check-error-end
 */
