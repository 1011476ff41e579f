/*
 * The twin of warn-wrapper-returns-allocation.c: the wrapper tests the
 * allocation and ends the program where it failed, through a function
 * of another file that does not say it never returns.  The test is the
 * wrapper's answer to the failure, not a NULL it hands on: its callers
 * use its result untested.
 */
extern void *malloc(unsigned long size) __attribute__((malloc));
extern void die(const char *why);

struct buf {
	int len;
	char data[16];
};

static void *alloc_or_die(unsigned long size)
{
	void *p = malloc(size);

	if (!p)
		die("out of memory");
	return p;
}

int make(void);
int make(void)
{
	struct buf *b = alloc_or_die(sizeof(*b));

	b->len = 0;
	return 1;
}

/*
 * check-name: silent: a wrapper that tests the allocation it returns hands on no failure
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
