/*
 * The twin of warn-global-may-null-call.c: the caller tests what it
 * stores before the call, or stores what is never NULL, or calls a
 * function that tests the pointer before it dereferences it.
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

static int use_tested(void)
{
	return cur ? cur->a : 0;
}

int tested(void)
{
	cur = malloc(sizeof(*cur));
	if (!cur)
		return -1;
	return use();
}

int address(void)
{
	cur = &gx;
	return use();
}

int checked_by_callee(int c)
{
	cur = c ? &gx : (void *)0;
	return use_tested();
}

/*
 * check-name: silent: a static pointer the caller tested, set, or the callee tests
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
