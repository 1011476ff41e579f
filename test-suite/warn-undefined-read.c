/*
 * The twin of silent-undefined-read.c: the allocation's failure sets
 * 'chg' before it leaves, so the error path's test of it reads what
 * was assigned, and nothing the walk sees keeps the NULL from the call
 * (the flags may have changed across lock_free()).  Reported.  And a
 * variable set on one path only, tested where the test's other side
 * decides without it (the right side of an '&&'), keeps its path.
 */
struct vma {
	unsigned long flags;
};

struct map {
	int x;
};

extern void *kmalloc(unsigned long size, int flags) __attribute__((malloc));
extern struct map *inode_map(void *inode);
extern long region_chg(struct map *m);
extern long region_add(struct map *m);
extern void lock_free(struct vma *vma);

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

int reserve(void *inode, struct vma *vma, long more);
int reserve(void *inode, struct vma *vma, long more)
{
	struct map *m;
	long chg, add = -1;

	if (!vma || vma->flags & 8) {
		m = inode_map(inode);
		chg = region_chg(m);
	} else {
		m = map_alloc();
		if (!m) {
			chg = 0;
			goto out_err;
		}
		chg = 5;
	}
	if (chg < 0)
		goto out_err;
	if (more < 0)
		goto out_err;
	if (!vma || vma->flags & 8)
		add = region_add(m);
	return 1;
out_err:
	lock_free(vma);
	if (!vma || vma->flags & 8)
		if (chg >= 0 && add < 0)
			region_abort(m);
	return 0;
}

int settle(int ready, long more);
int settle(int ready, long more)
{
	struct map *m = (void *)0;
	long chg;

	if (ready) {
		m = map_alloc();
		chg = more;
	}
	if (more < 0 && chg > 2)
		return 0;
	return m->x;
}

/*
 * check-name: warn: a path that tests a variable it assigned keeps the NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-undefined-read.c:66:38: warning: passing 'm', which may be NULL, as argument 1 of 'region_abort', which dereferences it
warn-undefined-read.c:49:22:     'm' is NULL on one side of this test
warn-undefined-read.c:25:9:     'region_abort' dereferences it here
warn-undefined-read.c:82:17: warning: dereference of 'm', which may be NULL
warn-undefined-read.c:73:26:     'm' is NULL from here
 * check-error-end
 */
