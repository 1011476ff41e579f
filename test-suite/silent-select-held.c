/*
 * 'if (c) { free(s.start); s.start = NULL; }' that sparse makes a select
 * of NULL and the old value: where the two ways meet, the member holds
 * the select, and a test of the select ('if (s.start)') proves the
 * member; calls given neither the local nor its address keep the proof.
 */
#define safe __attribute__((safe))
struct mark { int seq; };
struct count { int n, chars; struct mark *start; int add; };
int run(struct count *cl);
void mark_free(struct mark *m);
int attr(struct mark *m safe);
void set_int(int a, int b);

void count(struct mark *start safe, int add)
{
	struct count cl;

	cl.start = start;
	cl.add = add;
	cl.chars = 0;
	cl.n = 0;
	if (run(&cl) <= 0)
		return;
	if (cl.add && cl.start && cl.start != start && cl.chars == 0) {
		mark_free(cl.start);
		cl.start = (void *)0;
	}
	if (cl.add && cl.start) {
		set_int(attr(cl.start), cl.n);
		set_int(attr(cl.start), cl.chars);
	}
}

/*
 * check-name: a member that holds a select of NULL is proven by a test of the select
 * check-command: sparse -Wno-decl $file
 */
