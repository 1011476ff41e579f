#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)
#define WARN_ON(condition) ({					\
	int __ret_warn_on = !!(condition);			\
	if (unlikely(__ret_warn_on))				\
		asm volatile("ud2");				\
	unlikely(__ret_warn_on);				\
})

/* the kernel's: the arm is a do-while, whose first block sparse removes */
#define WARN_ON_FLAGS(condition) ({				\
	int __ret_warn_on = !!(condition);			\
	if (unlikely(__ret_warn_on))				\
		do {						\
			int __flags = 9;			\
			do { } while (0);			\
			asm volatile("ud2" : : "i" (__flags));	\
		} while (0);					\
	unlikely(__ret_warn_on);				\
})

struct group { struct group *next; int weight; };

void report(const char *what);

static int assert_first(struct group *sg)
{
	WARN_ON(!sg);			/* sg is not expected to be NULL */
	return sg->weight;
}

static int assert_compare(struct group *es)
{
	WARN_ON(es == (void *)0);
	es->weight = 0;
	return 1;
}

static int assert_kernel(struct group *sg)
{
	WARN_ON_FLAGS(!sg);
	return sg->weight;
}

static int unlikely_report(struct group *g)
{
	if (unlikely(!g))
		report("no group");
	return g->next->weight;
}

static int likely_else(struct group *g)
{
	if (likely(g))
		report("group");
	else
		report("no group");
	return g->weight;
}

/*
 * check-name: silent: a NULL side marked unlikely (WARN_ON(!p)) is an assertion, not evidence
 * check-command: sparse -Wno-safe-deref $file
 */
