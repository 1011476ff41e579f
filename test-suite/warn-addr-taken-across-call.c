#define safe __attribute__((safe))
struct mark { int v; struct mark *next; };
struct holder { struct mark **mp; };
extern void refresh(void);
extern void pick(struct mark **mp);
extern void show(struct mark *m safe);

/* a function of the file that may store NULL through its parameter */
static void clear(struct mark **mp safe)
{
	if ((*mp)->v)
		*mp = (void *)0;
}

void walk1(struct mark *start)
{
	if (!start)
		return;
	clear(&start);
	show(start);
}

/* a function of another file given the address: anything may be there */
void walk2(struct mark *start)
{
	if (!start)
		return;
	pick(&start);
	show(start);
}

/* the address kept in memory: any later call may store through it */
void walk3(struct mark *start, struct holder *h safe)
{
	h->mp = &start;
	if (!start)
		return;
	refresh();
	show(start);
}

/* a function of the file that gives the address on to one of another file */
static void hand_on(struct mark **mp safe)
{
	pick(mp);
}

void walk4(struct mark *start)
{
	if (!start)
		return;
	hand_on(&start);
	show(start);
}

/*
 * check-name: an address-taken local is forgotten at a call that may store NULL there
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-addr-taken-across-call.c:20:14: warning: passing 'start', not proven non-NULL, as safe argument 1 of 'show'
warn-addr-taken-across-call.c:19:14:     'start' was reloaded after this call
warn-addr-taken-across-call.c:29:14: warning: passing 'start', not proven non-NULL, as safe argument 1 of 'show'
warn-addr-taken-across-call.c:28:13:     'start' was reloaded after this call
warn-addr-taken-across-call.c:39:14: warning: passing 'start', not proven non-NULL, as safe argument 1 of 'show'
warn-addr-taken-across-call.c:38:16:     'start' was reloaded after this call
warn-addr-taken-across-call.c:53:14: warning: passing 'start', not proven non-NULL, as safe argument 1 of 'show'
warn-addr-taken-across-call.c:52:16:     'start' was reloaded after this call
 * check-error-end
 */
