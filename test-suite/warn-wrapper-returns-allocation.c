/*
 * A function of the file that returns an allocation's result untested
 * is a wrapper of it: NULL where it fails, as the allocation is.  A call
 * of it whose result is used untested is reported, one that tests it is
 * not.
 */
extern void *malloc(unsigned long size) __attribute__((malloc));

struct buf {
	int len;
	char data[16];
};

static void *alloc_zero(unsigned long size)
{
	return malloc(size);
}

int make(void);
int make(void)
{
	struct buf *b = alloc_zero(sizeof(*b));

	b->len = 0;
	return 1;
}

int make_tested(void);
int make_tested(void)
{
	struct buf *b = alloc_zero(sizeof(*b));

	if (!b)
		return 0;
	b->len = 0;
	return 1;
}

/*
 * check-name: warn: a wrapper that returns an allocation untested may return NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-wrapper-returns-allocation.c:24:10: warning: dereference of 'b', which may be NULL
warn-wrapper-returns-allocation.c:16:23:     'b' is NULL where alloc_zero() returns this
 * check-error-end
 */
