/*
 * A pointer whose phis gather two NULLs: one assigned on one arm, one a
 * lookup's result tested on the other.  The solver keeps one evidence,
 * the NULL constant, whose path a later assignment always covers; the
 * lookup's NULL, tested and kept, reaches each use on the other arm's
 * path, and is reported with its own test.
 */
struct item {
	int key;
	struct item *next;
};

extern struct item *lookup(int key);
extern struct item *fresh(void) __attribute__((returns_nonnull));
extern void note(int what);
extern void show(const struct item *it) __attribute__((nonnull));

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
			note(2);
	}
	if (a)
		p = fresh();
	return p->key;
}

void show_first(int a, int key);
void show_first(int a, int key)
{
	struct item *p;

	if (a) {
		p = (void *)0;
		note(1);
	} else {
		p = lookup(key);
		if (!p)
			note(2);
	}
	if (a)
		p = fresh();
	show(p);
}

/*
 * An inlined helper's NULL and a test of a value before it: the helper's
 * NULL is the helper's, but the test's NULL, where the helper is not
 * asked, reaches the use.
 */
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

int cached_key(struct cache *c, struct item *head, int key, int refill);
int cached_key(struct cache *c, struct item *head, int key, int refill)
{
	struct item *it = c->last;

	if (!it && refill) {
		it = find(head, key);
		c->count = 0;
		c->last = it;
	}
	return it->key;
}

/*
 * check-name: warn: a NULL that the pointer's phis gather, other than the one the solver keeps, reaches the use
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-gathered-evidence.c:33:17: warning: dereference of 'p', which may be NULL
warn-gathered-evidence.c:28:22:     'p' is NULL on one side of this test
warn-gathered-evidence.c:51:14: warning: passing 'p', which may be NULL, as nonnull argument 1 of 'show'
warn-gathered-evidence.c:46:22:     'p' is NULL on one side of this test
warn-gathered-evidence.c:85:18: warning: dereference of 'it', which may be NULL
warn-gathered-evidence.c:80:14:     'it' is NULL on one side of this test
 * check-error-end
 */
