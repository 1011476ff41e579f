#define NULL ((void *)0)
#define safe __attribute__((safe))
struct fact { void *key; int value; };
struct map { struct fact *facts; int nr; };

/* the address of an element is taken before the array is tested: the test says it of both */
static inline int find(struct map *safe m, int i)
{
	struct fact *facts = m->facts;
	struct fact *f = facts + i;

	if (facts && i < m->nr)
		return f->value;
	return -1;
}

int lookup(struct map *safe m, int i);
int lookup(struct map *safe m, int i)
{
	int *v = &m->facts->value;

	if (!m->facts)
		return 0;
	return find(m, i) + *v;
}

/*
 * check-name: silent: an address computed from a pointer before its test ('q = &p->m', 'f = facts + i') is what the test says of the pointer
 * check-command: sparse -Wsafe $file
 */
