struct group { struct group *next; int v; };
extern unsigned long nr_ids;
extern unsigned long first_bit(const unsigned long *mask, unsigned long size);
extern unsigned long next_bit(const unsigned long *mask, unsigned long size, unsigned long i);
extern struct group *get_group(unsigned long i);

/*
 * last is NULL after the loop only where it never ran: where the mask the
 * caller gives has no bit set.  Whether it runs is what first_bit() says
 * of that mask (given the program's nr_ids): the callers' to decide.
 */
int last_of(const unsigned long *mask)
{
	struct group *last = (void *)0;
	unsigned long i;

	for (i = first_bit(mask, nr_ids); i < nr_ids; i = next_bit(mask, nr_ids, i))
		last = get_group(i);
	return last->v;
}

/*
 * check-name: silent: a NULL left only where a loop never ran, whose test is what a call given only the inputs (and the program's globals) returns: latent
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
