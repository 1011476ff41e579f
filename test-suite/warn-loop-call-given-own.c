struct group { struct group *next; int v; };
extern unsigned long nr_ids;
extern unsigned long first_bit(const unsigned long *mask, unsigned long size);
extern unsigned long next_bit(const unsigned long *mask, unsigned long size, unsigned long i);
extern struct group *get_group(unsigned long i);
extern const unsigned long *online_mask(void);

/*
 * The twin of silent-loop-call-given-inputs.c: the mask is the program's
 * (a global) or another call's result, not what the caller gives, so no
 * caller can make the loop run: the NULL is the function's own.
 */
static unsigned long all_mask[1];

int last_of_all(void)
{
	struct group *last = (void *)0;
	unsigned long i;

	for (i = first_bit(all_mask, nr_ids); i < nr_ids; i = next_bit(all_mask, nr_ids, i))
		last = get_group(i);
	return last->v;
}

int last_online(void)
{
	const unsigned long *mask = online_mask();
	struct group *last = (void *)0;
	unsigned long i;

	for (i = first_bit(mask, nr_ids); i < nr_ids; i = next_bit(mask, nr_ids, i))
		last = get_group(i);
	return last->v;
}

/*
 * check-name: warn: a NULL left where a loop never ran, whose test is what a call given the function's own values (a global, another call's result) returns
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-loop-call-given-own.c:22:20: warning: dereference of 'last', which may be NULL
warn-loop-call-given-own.c:17:31:     'last' is NULL from here
warn-loop-call-given-own.c:33:20: warning: dereference of 'last', which may be NULL
warn-loop-call-given-own.c:28:31:     'last' is NULL from here
 * check-error-end
 */
