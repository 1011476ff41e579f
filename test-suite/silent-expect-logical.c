/*
 * What __builtin_expect() is given costs what it costs: the load in
 * 'unlikely(test_bit(n, &grp->bb_state))' stays behind the test of 'grp'
 * that guards it, and is neither a dereference ahead of the test nor
 * one of a NULL.
 */
#define unlikely(x) __builtin_expect(!!(x), 0)

struct grp { unsigned long bb_state; int x; };
struct grp *get(int);

static inline int test_bit(long nr, const volatile unsigned long *addr)
{
	return 1UL & (addr[nr >> 6] >> (nr & 63));
}

int corrupt(int g, int *fatal);
int corrupt(int g, int *fatal)
{
	struct grp *grp = get(g);

	if (!grp || unlikely(test_bit(3, &grp->bb_state))) {
		*fatal = 1;
		return -1;
	}
	return 0;
}

int valid(int g);
int valid(int g)
{
	struct grp *grp = get(g);

	return grp && __builtin_expect(grp->x, 1);
}

/*
 * check-name: the load __builtin_expect() is given stays behind its test
 */
