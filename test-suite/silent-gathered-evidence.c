/*
 * The twins of warn-gathered-evidence.c: each NULL that the pointer's
 * phis gather is asked for its own NULL, and none reaches the use.
 *  - The lookup's NULL is tested and leaves: only the NULL constant,
 *    which a later assignment covers, is left.
 *  - A macro's body tests a list's head and gives NULL where it is
 *    empty: the test's NULL side is where the macro's own NULL is given,
 *    not the head's value, and that NULL is the macro's caution.
 *  - A cached pointer tested NULL is looked up again: the NULL that
 *    reaches the use is then the inlined helper's, not the test's.
 */
struct item {
	int key;
	struct item *next;
};

extern struct item *lookup(int key);
extern struct item *fresh(void) __attribute__((returns_nonnull));
extern void note(int what);

int first_key(int a, int key);
int first_key(int a, int key)
{
	struct item *p;

	if (a) {
		p = (void *)0;
		note(1);
	} else {
		p = lookup(key);
		if (!p)
			return -1;
	}
	if (a)
		p = fresh();
	return p->key;
}

#define pop(head)					\
({							\
	struct item *__it = (void *)0;			\
	if ((head) && *(head)) {			\
		__it = *(head);				\
		*(head) = __it->next;			\
	}						\
	__it;						\
})

int drain(struct item **list);
int drain(struct item **list)
{
	int sum = 0;

	do {
		struct item *it = pop(list);

		sum += it->key;
	} while (*list);
	return sum;
}

struct cache {
	struct item *last;
	int count;
};

static inline struct item *find(struct item *head, int key)
{
	struct item *it;

	for (it = head; it; it = it->next) {
		if (it->key == key)
			return it;
	}
	return (void *)0;
}

int cached_key(struct cache *c, struct item *head, int key);
int cached_key(struct cache *c, struct item *head, int key)
{
	struct item *it = c->last;

	if (!it) {
		it = find(head, key);
		c->count = 0;
		c->last = it;
	}
	return it->key;
}

/*
 * check-name: silent: the NULLs that a pointer's phis gather, each asked for its own, do not reach the use
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
