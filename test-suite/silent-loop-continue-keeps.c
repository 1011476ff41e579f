struct group { struct group *next; int v; };
extern unsigned long nr_ids;
extern unsigned long first_bit(const unsigned long *mask, unsigned long size);
extern unsigned long next_bit(const unsigned long *mask, unsigned long size, unsigned long i);
extern struct group *get_group(unsigned long i);
extern int covered(unsigned long i);

/*
 * A pass that skips a bit keeps last as it was: last is NULL after the
 * loop only where no pass set it, where the mask the caller gives has no
 * bit the loop takes.  The callers' to decide.
 */
int link_groups(const unsigned long *mask)
{
	struct group *first = (void *)0, *last = (void *)0;
	unsigned long i;

	for (i = first_bit(mask, nr_ids); i < nr_ids; i = next_bit(mask, nr_ids, i)) {
		struct group *sg;

		if (covered(i))
			continue;
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
 * check-name: silent: a pointer set on each pass of a loop that sets it, kept by the passes that do not, is NULL after the loop only where it never set it: whether it does is the inputs' to decide
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
