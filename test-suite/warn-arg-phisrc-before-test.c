#define safe __attribute__((safe))
struct mark { int seq; };
struct info { struct mark *rpos; };
extern struct info *safe get_info(void);
extern struct mark *safe mark_new(void);
extern struct mark *mark_find(void);
extern void use(struct mark *m safe);
void phisrc_untested(int num, int flag)
{
	struct info *hi = get_info();
	if (flag)
		hi->rpos = mark_new();	/* nothing said of the other path */
	if (num > 0)
		use(hi->rpos);
}
void phisrc_maybe_new(int num)
{
	struct info *hi = get_info();
	if (!hi->rpos)
		hi->rpos = mark_find();	/* may be NULL too */
	if (num > 0)
		use(hi->rpos);
}

/*
 * check-name: a phi source before a branch is refined only by what the branch tests
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-arg-phisrc-before-test.c:14:21: warning: passing 'hi->rpos', not proven non-NULL, as safe argument 1 of 'use'
warn-arg-phisrc-before-test.c:22:21: warning: passing 'hi->rpos', not proven non-NULL, as safe argument 1 of 'use'
 * check-error-end
 */
