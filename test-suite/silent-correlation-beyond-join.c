#define NULL ((void *)0)
struct vma { unsigned long start, end; void *anon; };
extern struct vma *find_vma(unsigned long addr);
extern int fits(struct vma *v, unsigned long flags);
extern int adjust(struct vma *v, unsigned long start, unsigned long end);

/*
 * Each flag is set only where its pointer is not NULL, and the two are
 * tested together two joins later: a correlation that the solver's
 * states do not carry that far.  Only the rule that a NULL must reach
 * the use wherever it goes keeps this quiet: the NULL of 'prev' goes to
 * the return where neither flag is set.
 */
int merge(struct vma *prev, unsigned long addr, unsigned long end, unsigned long flags)
{
	struct vma *next = find_vma(prev ? prev->end : 0);
	int merge_prev = 0, merge_next = 0;

	if (prev && prev->end == addr && fits(prev, flags))
		merge_prev = 1;
	if (next && end == next->start && fits(next, flags))
		merge_next = 1;
	if (merge_prev && merge_next && prev->anon == next->anon)
		return adjust(prev, prev->start, next->end);
	if (merge_prev)
		return adjust(prev, prev->start, end);
	if (merge_next)
		return adjust(next, addr, next->end);
	return -1;
}

/*
 * check-name: silent: flags set where their pointers are not NULL, tested together two joins later (the rule that a NULL must reach the use wherever it goes)
 * check-command: sparse -Wno-decl $file
 */
