/*
 * A function of the file that passes a parameter on, before any test of
 * it, to a parameter that must not be NULL (safe, nonnull, or one that a
 * function of the file dereferences first) needs it non-NULL as if it
 * dereferenced it: passing NULL, or what may be NULL, to it is reported,
 * with a note where it passes it on.
 */
#define safe __attribute__((safe))
#define NULL ((void *)0)

struct buf { char *data; int len; };

int length(const struct buf *safe b);
void copy(char *d, const char *s) __attribute__((nonnull(2)));

static int first_len(struct buf *b)
{
	return b->len;
}

static int buf_length(struct buf *b)
{
	return length(b);
}

static void buf_copy(char *d, struct buf *b, const char *s)
{
	copy(d, s);
	(void)b;
}

static int wrapped(struct buf *b)
{
	return first_len(b);
}

struct buf *find(int k);

int use(int k, char *d);
int use(int k, char *d)
{
	struct buf *b = find(k);
	int n = 0;

	if (!b)
		n = buf_length(b);
	buf_copy(d, b, NULL);
	if (!b)
		n += wrapped(b);
	return n;
}

/*
 * check-name: a parameter passed on to one that must not be NULL, before any test
 *
 * check-error-start
warn-summary-passes-on.c:23:23: warning: passing 'b', not proven non-NULL, as safe argument 1 of 'length'
warn-summary-passes-on.c:46:32: warning: passing 'b', which may be NULL, as argument 1 of 'buf_length', which dereferences it
warn-summary-passes-on.c:45:14:     'b' is NULL on one side of this test
warn-summary-passes-on.c:23:23:     'buf_length' passes it on here, where it must not be NULL
warn-summary-passes-on.c:47:24: warning: passing NULL as argument 3 of 'buf_copy', which dereferences it
warn-summary-passes-on.c:28:17:     'buf_copy' passes it on here, where it must not be NULL
warn-summary-passes-on.c:49:30: warning: passing 'b', which may be NULL, as argument 1 of 'wrapped', which dereferences it
warn-summary-passes-on.c:48:14:     'b' is NULL on one side of this test
warn-summary-passes-on.c:34:26:     'wrapped' passes it on here, where it must not be NULL
 * check-error-end
 */
