/*
 * The twins of silent-addr-held-local.c: the call is given the holder's
 * address, or the address kept in the holder goes on to a call.
 */
#define safe __attribute__((safe))
struct set { struct set *next; int len; char attrs[8]; };
int find(struct set ***setp, int *off);
void step(struct set **setp);
unsigned long measure(const char *s);
void use(struct set *s safe);

/* find() is given &setp: it may store NULL through *setp into set */
int again(struct set *set)
{
	struct set **setp = &set;
	int off = 0;

	if (!set)
		return 0;
	find(&setp, &off);
	use(set);
	return off;
}

/* what setp holds, &set, is given to step() */
int handed(struct set *set)
{
	struct set **setp = &set;
	int off = 0;

	find(&setp, &off);
	set = (struct set *safe)*setp;
	step(setp);
	use(set);
	return off;
}

/*
 * check-name: a local whose address is kept in another local is forgotten at a call that may reach it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-addr-held-local.c:21:13: warning: passing 'set', not proven non-NULL, as safe argument 1 of 'use'
warn-addr-held-local.c:20:13:     'set' was reloaded after this call
warn-addr-held-local.c:34:13: warning: passing 'set', not proven non-NULL, as safe argument 1 of 'use'
warn-addr-held-local.c:33:13:     'set' was reloaded after this call
 * check-error-end
 */
