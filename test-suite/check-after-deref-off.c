#define NULL ((void *)0)
#define BUG_ON(c) do { if (c) __builtin_trap(); } while (0)
struct dev { int flags; struct dev *parent; };

/* written, then tested */
int set_flags(struct dev *d, int flags)
{
	d->flags = flags;
	if (!d)
		return -1;
	return 0;
}

/* read through a member, then the member tested */
int parent_flags(struct dev *d)
{
	int f = d->parent->flags;

	if (d->parent == NULL)
		return 0;
	return f;
}

/* dereferenced on both paths */
int either(struct dev *d, int x)
{
	if (x)
		d->flags = 1;
	else
		d->flags = 2;
	return d ? d->flags : -1;
}

/* in a loop: each pass dereferences it, and the test at the end of one is after it */
int count(struct dev *d, int n)
{
	int i, c = 0;

	for (i = 0; i < n; i++) {
		c += d->flags;
		if (d == NULL)
			break;
	}
	return c;
}

/* the project's own macro, given the test as its argument */
void check(struct dev *d)
{
	d->flags = 0;
	BUG_ON(!d);
}

/* an inlined helper that dereferences its argument, then the caller's test */
static inline void clear(struct dev *d)
{
	d->flags = 0;
}
int reset(struct dev *d)
{
	clear(d);
	if (!d)
		return -1;
	return 0;
}

/*
 * check-name: -Wno-null-check-after-deref: nothing
 * check-command: sparse -Wno-decl -Wno-null-check-after-deref $file
 */
