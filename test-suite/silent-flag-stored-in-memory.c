struct vma { unsigned long start, end; int flags; };
struct mm { int lock; };
extern struct vma *find_vma(struct mm *mm, unsigned long start, unsigned long end);
extern long populate(struct vma *vma, unsigned long start, unsigned long end, int *locked);
extern void read_lock(struct mm *mm);
extern void read_unlock(struct mm *mm);

/*
 * locked is in memory (a call is given its address), stored 0 before the
 * loop: on the first pass the first arm runs, and sets vma (or leaves the
 * loop).  The second arm, which reads vma, runs only once a pass has set
 * it and populate() has said whether the lock is still held.
 */
int populate_range(struct mm *mm, unsigned long start, unsigned long len)
{
	unsigned long end = start + len, nstart, nend;
	struct vma *vma = (void *)0;
	int locked = 0;
	long ret = 0;

	for (nstart = start; nstart < end; nstart = nend) {
		if (!locked) {
			locked = 1;
			read_lock(mm);
			vma = find_vma(mm, nstart, end);
		} else if (nstart >= vma->end)
			vma = find_vma(mm, vma->end, end);
		if (!vma)
			break;
		nend = end < vma->end ? end : vma->end;
		if (vma->flags & 1)
			continue;
		if (nstart < vma->start)
			nstart = vma->start;
		ret = populate(vma, nstart, nend, &locked);
		if (ret < 0)
			break;
		nend = nstart + ret * 4096;
	}
	if (locked)
		read_unlock(mm);
	return ret < 0 ? (int)ret : 0;
}

/*
 * check-name: silent: a flag in memory that the path stored a constant into, with no call or store between, is that constant where it is loaded
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
