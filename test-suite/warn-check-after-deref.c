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
			return -1;
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
 * check-name: warn: a pointer tested for NULL where every path to the test dereferenced it (-Wnull-check-after-deref)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-check-after-deref.c:9:14: warning: 'd' is tested for NULL after it was dereferenced
warn-check-after-deref.c:8:9:     'd' was dereferenced here
warn-check-after-deref.c:19:26: warning: 'd->parent' is tested for NULL after it was dereferenced
warn-check-after-deref.c:17:17:     'd->parent' was dereferenced here
warn-check-after-deref.c:31:16: warning: 'd' is tested for NULL after it was dereferenced
warn-check-after-deref.c:28:17:     'd' was dereferenced here
warn-check-after-deref.c:41:26: warning: 'd' is tested for NULL after it was dereferenced
warn-check-after-deref.c:40:22:     'd' was dereferenced here
warn-check-after-deref.c:51:9: warning: 'd' is tested for NULL after it was dereferenced
warn-check-after-deref.c:50:9:     'd' was dereferenced here
warn-check-after-deref.c:62:14: warning: 'd' is tested for NULL after it was dereferenced
warn-check-after-deref.c:57:9:     'd' was dereferenced here
 * check-error-end
 */
