/*
 * The twin of silent-expect-logical: the same unlikely() load, made
 * before the test of 'grp', or on the side where 'grp' is NULL.
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

	if (unlikely(test_bit(3, &grp->bb_state)) || !grp) {
		*fatal = 1;
		return -1;
	}
	return 0;
}

int valid(int g);
int valid(int g)
{
	struct grp *grp = get(g);

	return grp || __builtin_expect(grp->x, 1);
}

/*
 * check-name: the load __builtin_expect() is given, before its test or where it is NULL
 *
 * check-error-start
warn-expect-logical.c:20:55: warning: 'grp' is tested for NULL after it was dereferenced
warn-expect-logical.c:12:23:     'grp' was dereferenced here
warn-expect-logical.c:32:43: warning: dereference of 'grp', which may be NULL
warn-expect-logical.c:32:16:     'grp' is NULL on one side of this test
 * check-error-end
 */
