#define NULL ((void *)0)
extern void *kzalloc(unsigned long size, int flags) __attribute__((__malloc__));
struct entry { int sid; };
struct node { struct node *inner; struct entry *leaf; };
struct tab { struct node *root; };

static struct entry *lookup(struct tab *s, int index, int alloc)
{
	struct node *n = s->root;

	if (!n->leaf) {
		if (alloc)
			n->leaf = kzalloc(sizeof(struct entry) * 64, 0);
		if (!n->leaf)
			return NULL;
	}
	return &n->leaf[index % 64];
}

int get(struct tab *s, int i)
{
	struct entry *e = lookup(s, i, 1);

	if (!e)
		return -1;
	return e->sid;
}

int add(struct tab *s, int i)
{
	struct entry *e = lookup(s, i, 1);

	if (!e)
		return -1;
	e->sid = i;
	return 0;
}

int convert(struct tab *s, int n)
{
	int i;

	for (i = 0; i < n; i++)
		lookup(s, i, 0)->sid = i;
	return 0;
}

struct entry *find(struct tab *s, int i)
{
	return lookup(s, i, 0);
}

/*
 * check-name: warn: a function of the file that allocates only when an argument says so, called without: its NULL is a lookup's miss, which two of the file's four calls test: the calls that leave it untested are reported
 * check-command: sparse -Wno-decl $file
 * check-description: lookup(s, i, 0) reaches none of lookup()'s
 *	allocations, so its NULL is a lookup's, weighed by how the
 *	file's calls treat the result (two of four test it).
 *	The same call with an argument that may ask for the allocation
 *	is warn-alloc-for-these-arguments.c.
 *
 * check-error-start
warn-alloc-not-for-these-arguments.c:44:32: warning: dereference of 'lookup()', which may be NULL
warn-alloc-not-for-these-arguments.c:15:32:     'lookup()' is NULL where lookup() returns this
 * check-error-end
 */
