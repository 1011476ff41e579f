struct item { int v; };
extern struct item *cache[4];

struct item *lookup(int k);

static inline int item_value(int k)
{
	return lookup(k)->v;
}

static struct item *cached(int k)
{
	if (k < 0 || k >= 4)
		return (void *)0;
	return cache[k];
}

static inline int cached_value(int k)
{
	return cached(k)->v;
}
