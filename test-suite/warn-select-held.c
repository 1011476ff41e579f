/*
 * The twins of silent-select-held.c: the member is used where the
 * select was not tested, or where it was made NULL.
 */
#define safe __attribute__((safe))
struct mark { int seq; };
struct count { int n, chars; struct mark *start; int add; };
int run(struct count *cl);
void mark_free(struct mark *m);
int attr(struct mark *m safe);
void set_int(int a, int b);

void untested(struct mark *start safe, int add)
{
	struct count cl;

	cl.start = start;
	cl.add = add;
	cl.chars = 0;
	if (run(&cl) <= 0)
		return;
	if (cl.add && cl.start && cl.chars == 0) {
		mark_free(cl.start);
		cl.start = (void *)0;
	}
	if (cl.add)
		set_int(attr(cl.start), cl.n);
}

void made_null(struct mark *start safe, int add)
{
	struct count cl;

	cl.start = start;
	cl.add = add;
	cl.chars = 0;
	if (run(&cl) <= 0 || !cl.start)
		return;
	if (cl.chars == 0) {
		mark_free(cl.start);
		cl.start = (void *)0;
	}
	set_int(attr(cl.start), cl.n);
}

/*
 * check-name: a member that holds a select of NULL, not tested, is not proven
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-select-held.c:27:30: warning: passing 'cl.start', not proven non-NULL, as safe argument 1 of 'attr'
warn-select-held.c:22:25:     'cl.start' is NULL on one side of this test
warn-select-held.c:43:22: warning: passing 'cl.start', not proven non-NULL, as safe argument 1 of 'attr'
warn-select-held.c:41:29:     'cl.start' is NULL from here
 * check-error-end
 */
