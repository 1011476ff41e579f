/*
 * A function of the file that returns, untested, what another function of
 * the file may return NULL for, may return NULL too: its callers that use
 * its result untested are reported, with a note at its return.
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

/*
 * check-name: a wrapper returns what its callee may return NULL for
 *
 * check-error-start
warn-summary-wrapper.c:34:23: warning: dereference of 'wrap()', which may be NULL
warn-summary-wrapper.c:21:23:     'wrap()' is NULL where wrap() returns this
warn-summary-wrapper.c:34:41: warning: dereference of 'wrap_held()', which may be NULL
warn-summary-wrapper.c:28:16:     'wrap_held()' is NULL where wrap_held() returns this
 * check-error-end
 */
