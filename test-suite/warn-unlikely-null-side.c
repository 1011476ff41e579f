#define unlikely(x)	__builtin_expect(!!(x), 0)

struct group { struct group *next; int weight; };

void report(int weight);
extern void *find(void);
static int inside_the_arm(void)
{	struct group *g = find();
	if (unlikely(!g))
		report(g->weight);		/* NULL here all the same */
	return 0;
}

static int unmarked(void)
{	struct group *g = find();
	if (!g)
		report(0);
	return g->weight;		/* no hint: the test is evidence */
}

static int hint_not_on_the_test(int n)
{	struct group *g = find();
	if (unlikely(n > 1))
		report(n);
	if (!g)
		report(0);
	return g->weight;
}

/*
 * check-name: warn: a dereference inside an unlikely arm, and NULL sides with no hint
 *
 * check-error-start
warn-unlikely-null-side.c:10:25: warning: dereference of 'g', which may be NULL
warn-unlikely-null-side.c:9:13:     'g' is NULL on one side of this test
warn-unlikely-null-side.c:18:17: warning: dereference of 'g', which may be NULL
warn-unlikely-null-side.c:16:14:     'g' is NULL on one side of this test
warn-unlikely-null-side.c:27:17: warning: dereference of 'g', which may be NULL
warn-unlikely-null-side.c:25:14:     'g' is NULL on one side of this test
 * check-error-end
 */
