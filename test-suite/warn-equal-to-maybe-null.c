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
 * check-name: warn: a pointer that may be NULL, where a test says it is equal to one that may be NULL too (a function of the file that returns NULL)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-equal-to-maybe-null.c:51:21: warning: dereference of 'n', which may be NULL
warn-equal-to-maybe-null.c:31:26:     'n' is NULL from here
warn-equal-to-maybe-null.c:21:10: warning: dereference of 'n', which may be NULL
warn-equal-to-maybe-null.c:31:26:     'n' is NULL from here
 * check-error-end
 */
