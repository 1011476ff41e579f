#define NULL ((void *)0)
#define unlikely(x) __builtin_expect(!!(x), 0)
struct node { int nr_partial; int lock; };
struct cache { int min_partial; };
extern int ready(void);

static struct node nodes[4];
static struct node *find_node(struct cache *s, int nid)
{
	if (!ready())
		return NULL;
	return &nodes[nid & 3];
}
struct slab { struct slab *next; int nid; int inuse; };
extern void lock(int *l);
extern void unlock(int *l);
extern int cmpxchg(struct slab *s, int old, int new);

static inline void add_partial(struct node *n, struct slab *slab)
{
	n->nr_partial++;
}

/*
 * The twin of silent-equal-to-untested.c: n2 comes from a function that
 * may return NULL, so where n and n2 are the same, on the first pass,
 * both may be NULL: n, NULL, is used.
 */
void unfreeze(struct cache *s, struct slab *partial)
{
	struct node *n = NULL, *n2;
	struct slab *discard = NULL;

	while (partial) {
		struct slab *slab = partial;
		int inuse;

		partial = slab->next;
		n2 = find_node(s, slab->nid);
		if (n != n2) {
			if (n)
				unlock(&n->lock);
			if (!n2)
				break;
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
 * ... and where the page's zone may be NULL (zone_of(), a function of
 * the file, returns NULL for a page it cannot place), the first page's
 * zone may be the NULL locked_zone starts as: pcp, NULL, is used.
 */
struct zone { int id; struct pcp *pageset; };
struct pcp { int count; };
struct page { struct page *next; struct zone *zone; };
extern struct pcp *pcp_trylock(struct pcp *p);
extern void pcp_unlock(struct pcp *p);
extern void free_one(struct page *page);

static struct zone *zone_of(struct page *page)
{
	if (!ready())
		return NULL;
	return page->zone;
}

void free_list(struct page *list)
{
	struct zone *locked_zone = NULL;
	struct pcp *pcp = NULL;
	struct page *page;

	for (page = list; page; page = page->next) {
		struct zone *zone = zone_of(page);

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
 * check-name: warn: a pointer that may be NULL, where a test says it is equal to one that may be NULL too (a function of the file that returns NULL)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-equal-to-maybe-null.c:51:21: warning: dereference of 'n', which may be NULL
warn-equal-to-maybe-null.c:31:26:     'n' is NULL from here
warn-equal-to-maybe-null.c:21:10: warning: dereference of 'n', which may be NULL
warn-equal-to-maybe-null.c:31:26:     'n' is NULL from here
warn-equal-to-maybe-null.c:101:20: warning: dereference of 'pcp', which may be NULL
warn-equal-to-maybe-null.c:84:27:     'pcp' is NULL from here
 * check-error-end
 */
