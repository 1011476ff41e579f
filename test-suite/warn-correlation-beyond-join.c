#define NULL ((void *)0)
struct vma { unsigned long start, end; void *anon; };
extern struct vma *find_vma(unsigned long addr); extern void *find(void);
extern int fits(struct vma *v, unsigned long flags);
extern int adjust(struct vma *v, unsigned long start, unsigned long end);

/*
 * The same, with a use of both pointers that no flag guards, before any
 * return: the NULL of each reaches it wherever it goes.
 */
int merge(unsigned long addr, unsigned long end, unsigned long flags)
{	struct vma *prev = find();
	struct vma *next = find_vma(prev ? prev->end : 0);
	int merge_prev = 0, merge_next = 0;

	if (prev && prev->end == addr && fits(prev, flags))
		merge_prev = 1;
	if (next && end == next->start && fits(next, flags))
		merge_next = 1;
	if (next->start - prev->end > 4096)
		return 0;
	if (merge_prev && merge_next && prev->anon == next->anon)
		return adjust(prev, prev->start, next->end);
	if (merge_prev)
		return adjust(prev, prev->start, end);
	if (merge_next)
		return adjust(next, addr, next->end);
	return -1;
}

/*
 * check-name: warn: a use of both pointers that no flag guards, which their NULLs reach wherever they go
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-correlation-beyond-join.c:20:17: warning: dereference of 'next', which may be NULL
warn-correlation-beyond-join.c:18:13:     'next' is NULL on one side of this test
warn-correlation-beyond-join.c:20:31: warning: dereference of 'prev', which may be NULL
warn-correlation-beyond-join.c:16:13:     'prev' is NULL on one side of this test
 * check-error-end
 */
