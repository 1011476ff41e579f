/*
 * A function of the file that dereferences a static pointer first thing,
 * called while the caller left the pointer holding what may be NULL (an
 * allocation it did not test, a NULL on one side of a test): the NULL is
 * the caller's, and reported at the call, with its evidence.
 */
extern void *malloc(unsigned long n) __attribute__((malloc));

struct x {
	int a;
};

static struct x *cur;
extern struct x gx;

static int use(void)
{
	return cur->a;
}

int untested(void)
{
	cur = malloc(sizeof(*cur));
	return use();
}

int either(int c)
{
	cur = c ? &gx : (void *)0;
	return use();
}

/*
 * check-name: warn: a callee dereferences a static pointer the caller left maybe NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-global-may-null-call.c:24:19: warning: calling 'use' while 'cur' may be NULL, which it dereferences
warn-global-may-null-call.c:23:21:     'cur' is the result of this malloc() call
warn-global-may-null-call.c:18:16:     'use' dereferences it here
warn-global-may-null-call.c:30:19: warning: calling 'use' while 'cur' may be NULL, which it dereferences
warn-global-may-null-call.c:29:15:     'cur' is NULL on one side of this test
warn-global-may-null-call.c:18:16:     'use' dereferences it here
 * check-error-end
 */
