#define NULL ((void *)0)
#define safe __attribute__((safe))
struct fact { void *key; int value; };
struct map { struct fact *facts; int nr; };

/* the same addresses, used where the test says the array is NULL */
static inline int find(struct map *safe m, int i)
{
	struct fact *facts = m->facts;
	struct fact *f = facts + i;

	if (facts && i < m->nr)
		return 1;
	return f->value;
}

int lookup(struct map *safe m, int i);
int lookup(struct map *safe m, int i)
{
	int *v = &m->facts->value;

	if (!m->facts)
		return *v;
	return 0;
}

int lookup_any(struct map *safe m, int i);
int lookup_any(struct map *safe m, int i)
{
	return find(m, i);
}

/*
 * check-name: warn: the same addresses where the test says the pointer is NULL, or says nothing
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
warn-derived-before-test.c:23:24: warning: dereference of 'v', which may be NULL
warn-derived-before-test.c:22:14:     'm->facts' is NULL on one side of this test
warn-derived-before-test.c:14:17: warning: dereference of 'f', not proven non-NULL
 * check-error-end
 */
