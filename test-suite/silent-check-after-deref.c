#define NULL ((void *)0)
struct dev { int flags; struct dev *parent; struct dev *next; int list; };
extern struct dev *next_dev(void);
extern void use(int *l);

/* tested, then used */
int set_flags(struct dev *d, int flags)
{
	if (!d)
		return -1;
	d->flags = flags;
	return 0;
}

/* dereferenced on one path only */
int maybe_set(struct dev *d, int x)
{
	if (x)
		d->flags = 1;
	if (!d)
		return -1;
	return d->flags;
}

/* a loop that tests it, then a test of it after the loop */
int depth(struct dev *d)
{
	struct dev *p = d;
	int n = 0;

	while (p && p->flags == 3) {
		n += p->flags;
		p = p->parent;
	}
	if (!p || !n)
		return 0;
	return n + p->flags;
}

/* an inlined helper tests what it is given: its caution */
static inline int parent_flags(struct dev *x)
{
	if (!x)
		return 0;
	return x->parent ? x->parent->flags : 0;
}
int own_and_parent(struct dev *d)
{
	return d->flags + parent_flags(d);
}

/* the address of a member is never NULL: it does not test d */
void list_of(struct dev *d)
{
	d->flags = 0;
	if (&d->list)
		use(&d->list);
}

/* another pointer in the same variable */
int walk(struct dev *d)
{
	d->flags = 1;
	d = next_dev();
	if (!d)
		return 0;
	return d->flags;
}

/* a lookup inlined into its caller: what it returns is what it found, or NULL */
static inline struct dev *find(struct dev *head, int flags)
{
	struct dev *d;

	for (d = head; d; d = d->next)
		if (d->flags == flags)
			return d;
	return NULL;
}
int has(struct dev *head)
{
	struct dev *d = find(head, 3);

	if (d)
		return d->list;
	return -1;
}

/* a helper that returns a pointer, between the dereference and the test */
static inline struct dev *pass(struct dev *d)
{
	return d;
}
int through(struct dev *d)
{
	int f = d->flags;

	d = pass(d);
	if (!d)
		return -1;
	return f;
}

/* a search: 'found' is NULL where the walk ends without a match */
int search(struct dev *head, int flags)
{
	struct dev *it, *found = (void *)0;

	for (it = head; it; it = it->next) {
		if (it->flags == flags) {
			found = it;
			it->list = 1;
			break;
		}
	}
	if (!found)
		return -1;
	return found->list;
}

/*
 * check-name: silent: tests before use, on one path only, after a loop that tests, of a member's address, of a new value, in an inlined helper, of what an inlined helper returned, of what a search found
 * check-command: sparse -Wno-decl $file
 */
