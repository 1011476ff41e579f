struct group { struct group *next; int v; };
extern unsigned long nr_ids;
extern unsigned long first_bit(const unsigned long *mask, unsigned long size);
extern unsigned long next_bit(const unsigned long *mask, unsigned long size, unsigned long i);
extern struct group *get_group(unsigned long i);
extern int covered(unsigned long i);

/*
 * The twin of silent-loop-continue-keeps.c: here a pass that skips a bit
 * sets last back to NULL, so last after the loop may be NULL though the
 * loop ran, whatever the callers give.
 */
int link_groups(const unsigned long *mask)
{
	struct group *first = (void *)0, *last = (void *)0;
	unsigned long i;

	for (i = first_bit(mask, nr_ids); i < nr_ids; i = next_bit(mask, nr_ids, i)) {
		struct group *sg;

		if (covered(i)) {
			last = (void *)0;
			continue;
		}
		sg = get_group(i);
		if (!first)
			first = sg;
		if (last)
			last->next = sg;
		last = sg;
	}
	last->next = first;
	return 0;
}

/*
 * check-name: warn: a pointer that a pass of a loop sets back to NULL may be NULL after the loop though it ran
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-loop-continue-clears.c:32:13: warning: dereference of 'last', which may be NULL
warn-loop-continue-clears.c:15:51:     'last' is NULL from here
 * check-error-end
 */
