#define NULL ((void *)0)
#define unlikely(x) __builtin_expect(!!(x), 0)
struct node { int nr_partial; int lock; };
struct cache { struct node *node[4]; int min_partial; };
struct slab { struct slab *next; int nid; int inuse; };
extern void lock(int *l);
extern void unlock(int *l);
extern int cmpxchg(struct slab *s, int old, int new);

static inline void add_partial(struct node *n, struct slab *slab)
{
	n->nr_partial++;
}

/*
 * n starts NULL, and is set to n2 where the two differ: where they are
 * the same, n is what n2 is, a node loaded from the cache and never
 * tested, which nothing says may be NULL.
 */
void unfreeze(struct cache *s, struct slab *partial)
{
	struct node *n = NULL, *n2;
	struct slab *discard = NULL;

	while (partial) {
		struct slab *slab = partial;
		int inuse;

		partial = slab->next;
		n2 = s->node[slab->nid];
		if (n != n2) {
			if (n)
				unlock(&n->lock);
			n = n2;
			lock(&n->lock);
		}
		do {
			inuse = slab->inuse;
		} while (!cmpxchg(slab, inuse, 0));
		if (unlikely(!inuse && n->nr_partial >= s->min_partial)) {
			slab->next = discard;
			discard = slab;
		} else {
			add_partial(n, slab);
		}
	}
	if (n)
		unlock(&n->lock);
}

/*
 * check-name: silent: a pointer that may be NULL, where a test says it is equal to one that nothing says may be NULL (loaded and never tested): it is what that one is
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
