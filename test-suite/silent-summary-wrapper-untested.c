/*
 * The twin of warn-summary-wrapper.c: a wrapper of a function of the file
 * that may return NULL may return NULL too, but where no call of either
 * tests the result, the NULL is one the callers rule out together (a
 * lookup that cannot miss for them): latent, not reported.
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
 * check-name: a wrapper no call tests: its NULL is its callers' to rule out
 *
 * check-error-start
 * check-error-end
 */
