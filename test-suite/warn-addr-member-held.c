/*
 * The twins of silent-addr-member-held.c: a call given the holder, or
 * the member's address itself, may change the local.
 */
#define safe __attribute__((safe))
struct mark { int seq; };
struct cmd { int (*fn)(struct cmd *c); };
struct info { struct cmd *comm2; int num; };
struct count { int n; struct mark *start; struct cmd c; };
int handle(struct info *ci safe);
int take(struct cmd *c);
int attr(struct mark *m safe);

void again(struct mark *start safe)
{
	struct count cl;
	struct info ci;

	cl.start = start;
	ci.comm2 = &cl.c;
	ci.num = 0;
	handle(&ci);
	if (cl.start) {
		handle(&ci);
		attr(cl.start);
	}
}

void member(struct mark *start)
{
	struct count cl;

	cl.start = start;
	if (!cl.start)
		return;
	take(&cl.c);
	attr(cl.start);
}

/*
 * check-name: a local whose member's address is kept or given is forgotten at a call that may reach it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-addr-member-held.c:25:22: warning: passing 'cl.start', not proven non-NULL, as safe argument 1 of 'attr'
warn-addr-member-held.c:24:23:     'cl.start' was reloaded after this call
warn-addr-member-held.c:37:14: warning: passing 'cl.start', not proven non-NULL, as safe argument 1 of 'attr'
warn-addr-member-held.c:36:13:     'cl.start' was reloaded after this call
 * check-error-end
 */
