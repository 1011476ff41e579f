/*
 * A test of an allocation's result whose NULL side leaves for a label
 * where the pointer is a phi: the value that the phi is given is passed
 * on in the test's own block, before the branch.  What the test says of
 * the value is what the phi is given, and the NULL reaches the use.
 */
struct map {
	int x;
};

extern void *kmalloc(unsigned long size, int flags) __attribute__((malloc));
extern struct map *inode_map(void *inode);
extern int prepare(struct map *m);

static void region_abort(struct map *m)
{
	m->x = 0;
}

static struct map *map_alloc(void)
{
	struct map *m = kmalloc(sizeof(*m), 0);

	if (!m)
		return (void *)0;
	m->x = 1;
	return m;
}

int reserve(void *inode, int shared);
int reserve(void *inode, int shared)
{
	struct map *m;

	if (shared) {
		m = inode_map(inode);
	} else {
		m = map_alloc();
		if (!m)
			goto out_err;
	}
	if (prepare(m) < 0)
		goto out_err;
	return 1;
out_err:
	region_abort(m);
	return 0;
}

/*
 * check-name: warn: a test's NULL side carries the value that its block gives a phi
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-test-before-phi-source.c:46:22: warning: passing 'm', which may be NULL, as argument 1 of 'region_abort', which dereferences it
warn-test-before-phi-source.c:39:22:     'm' is NULL on one side of this test
warn-test-before-phi-source.c:17:9:     'region_abort' dereferences it here
 * check-error-end
 */
