#define cond_safe(c) __attribute__((cond_safe(c)))
#define safe __attribute__((safe))

extern void *malloc(unsigned long n);

struct buf {
	unsigned long len;
	char *text cond_safe(len > 0);
};

extern int send(const char *buf cond_safe(len), unsigned long len);

/* a use without the test */
static char first(const char *buf cond_safe(len != 0), unsigned long len)
{
	return buf[0];
}

/* NULL with a length that is not 0 */
static int null_length(void)
{
	return send((void *)0, 4);
}

/* NULL with a length that may not be 0 */
static int null_any(unsigned long n)
{
	return send((void *)0, n);
}

/* a pointer that may be NULL, with another length */
static int other_length(struct buf *safe b, unsigned long n)
{
	return send(b->text, n);
}

/* an allocation's result, untested */
static int made(unsigned long n)
{
	char *p = malloc(n);

	return send(p, n);
}

/* a pair of another function's parameters, not cond_safe */
static int plain(const char *buf, unsigned long len)
{
	return send(buf, len) + first(buf, len);
}

/*
 * check-name: warn: a cond_safe parameter given what may be NULL where its condition may hold, and used without the test
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
warn-cond-safe-param.c:16:19: warning: dereference of 'buf', not proven non-NULL
warn-cond-safe-param.c:22:22: warning: passing NULL as cond_safe argument 1 of 'send', which must not be NULL where 'len' is not 0
warn-cond-safe-param.c:28:22: warning: passing NULL as cond_safe argument 1 of 'send', which must not be NULL where 'len' is not 0
warn-cond-safe-param.c:34:21: warning: passing 'b->text', not proven non-NULL, as cond_safe argument 1 of 'send', which must not be NULL where 'len' is not 0
warn-cond-safe-param.c:42:21: warning: passing 'p', not proven non-NULL, as cond_safe argument 1 of 'send', which must not be NULL where 'len' is not 0
warn-cond-safe-param.c:48:21: warning: passing 'buf', not proven non-NULL, as cond_safe argument 1 of 'send', which must not be NULL where 'len' is not 0
warn-cond-safe-param.c:48:39: warning: passing 'buf', not proven non-NULL, as cond_safe argument 1 of 'first', which must not be NULL where 'len' is not 0
 * check-error-end
 */
