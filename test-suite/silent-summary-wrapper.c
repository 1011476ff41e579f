/*
 * The silent twin of warn-summary-wrapper: a wrapper that tests what it
 * returns, and callers that test what a wrapper returns.
 */
#define NULL ((void *)0)

struct item { int v; };
static struct item items[4];
static struct item fallback;
static int ready;

static struct item *lookup(int k)
{
	if (!ready)
		return NULL;
	return &items[k & 3];
}

static struct item *wrap_or(int k)
{
	struct item *it = lookup(k);

	if (!it)
		return &fallback;
	return it;
}

static struct item *wrap(int k)
{
	return lookup(k);
}

struct item *other(void);

// tested before the phi that the return returns: its source is non-NULL
// on the edge that reaches it
static struct item *wrap_else(int k)
{
	struct item *it = lookup(k);

	if (!it)
		it = other();
	return it;
}

int use(int k);
int use(int k)
{
	struct item *it = wrap(k);

	if (!it)
		return 0;
	return it->v + wrap_or(k)->v + wrap_else(k)->v;
}

/*
 * check-name: a wrapper that tests, and callers that test
 */
