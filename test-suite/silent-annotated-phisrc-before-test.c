#define safe __attribute__((safe))
struct mark { int seq; };
struct info { struct mark *rpos; };
extern struct info *safe get_info(void);
extern struct mark *safe mark_new(void);
extern void use(struct mark *m safe);
void f(int num)
{
	struct info *hi = get_info();
	if (!hi->rpos)
		hi->rpos = mark_new();	/* non-NULL on this path */
	if (num > 0)
		use(hi->rpos);		/* and tested non-NULL on the other */
}

/*
 * check-name: a phi source placed before the branch that refines it has the value that edge gives (annotated phisrc_before_test.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
