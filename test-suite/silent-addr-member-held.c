/*
 * A local's member's address (&cl.c) kept in another local's field
 * (ci.comm2), and that local given to a call: the call may reach cl
 * through it, later calls given neither cannot.  Reduced from a counter
 * whose callback finds its state with container_of().
 */
#define safe __attribute__((safe))
struct mark { int seq; };
struct cmd { int (*fn)(struct cmd *c); };
struct info { struct cmd *comm2; int num; };
struct count { int n; struct mark *start; struct cmd c; };
int handle(struct info *ci safe);
int attr(struct mark *m safe);
void set_int(int a, int b);

void run(struct mark *start safe)
{
	struct count cl;
	struct info ci;

	cl.start = start;
	cl.n = 0;
	ci.comm2 = &cl.c;
	ci.num = 0;
	if (handle(&ci) <= 0)
		return;
	if (cl.start) {
		set_int(attr(cl.start), 1);
		set_int(attr(cl.start), cl.n);
	}
}

/*
 * check-name: a local whose member's address is kept in another kept local survives calls given neither
 * check-command: sparse -Wno-decl $file
 */
