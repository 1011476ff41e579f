/*
 * An early 'goto out_err' leaves 'chg' unset; the error path reads it
 * only where the mapping is shared, and the pointer is NULL only where
 * it is not.  The walk cannot tell the flags unchanged across the call,
 * but the path that takes the NULL there would test 'chg', which no
 * assignment reached: C gives that read no meaning, and the program
 * does not take that path.
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
		if (!m)
			goto out_err;
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

/*
 * check-name: silent: a path that would test a variable no assignment reached is not taken
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
