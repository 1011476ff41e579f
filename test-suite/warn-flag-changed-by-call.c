struct vma { unsigned long start, end; int flags; };
struct mm { int lock; };
extern struct vma *find_vma(struct mm *mm, unsigned long start, unsigned long end);
extern long populate(struct vma *vma, unsigned long start, unsigned long end, int *locked);
extern void read_lock(struct mm *mm);
extern void read_unlock(struct mm *mm);

/*
 * The twin of silent-flag-stored-in-memory.c: populate() is given the
 * flag's address before the loop, and may set it: the second arm may run
 * on the first pass, with vma NULL.
 */
int populate_range(struct mm *mm, unsigned long start, unsigned long len)
{
	unsigned long end = start + len, nstart, nend;
	struct vma *vma = (void *)0;
	int locked = 0;
	long ret = 0;

	populate((void *)0, start, start, &locked);

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
 * check-name: warn: a flag in memory that a call may have changed since the path stored a constant into it is not known
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-flag-changed-by-call.c:27:41: warning: dereference of 'vma', which may be NULL
warn-flag-changed-by-call.c:16:28:     'vma' is NULL from here
 * check-error-end
 */
