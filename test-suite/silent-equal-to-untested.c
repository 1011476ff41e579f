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
 * A lock taken for the zone of the pages: pcp is not NULL exactly when
 * locked_zone is not.  Where the page's zone (computed from the page,
 * never tested) is the locked one, locked_zone is not NULL, nor pcp.
 */
struct zone { int id; struct pcp *pageset; };
struct pcp { int count; };
struct page { struct page *next; struct zone *zone; };
extern struct pcp *pcp_trylock(struct pcp *p);
extern void pcp_unlock(struct pcp *p);
extern void free_one(struct page *page);

void free_list(struct page *list)
{
	struct zone *locked_zone = NULL;
	struct pcp *pcp = NULL;
	struct page *page;

	for (page = list; page; page = page->next) {
		struct zone *zone = page->zone;

		if (zone != locked_zone) {
			if (pcp)
				pcp_unlock(pcp);
			pcp = pcp_trylock(zone->pageset);
			if (!pcp) {
				free_one(page);
				locked_zone = NULL;
				continue;
			}
			locked_zone = zone;
		}
		pcp->count++;
	}
	if (pcp)
		pcp_unlock(pcp);
}

/*
 * check-name: silent: a pointer that may be NULL, where a test says it is equal to one that nothing says may be NULL (loaded and never tested): it is what that one is; where it is surely NULL, the path cannot be
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
