#define cond_safe(c) __attribute__((cond_safe(c)))
#define safe __attribute__((safe))

struct buf {
	unsigned long len;
	char *text cond_safe(len > 0);
};

/* buf may be NULL only where len is 0 */
extern int send(const char *buf cond_safe(len), unsigned long len);

static unsigned long spaces(const char *buf cond_safe(len), unsigned long len)
{
	unsigned long i, n = 0;

	for (i = 0; i < len; i++)
		n += buf[i] == ' ';
	return n;
}

static char first(const char *buf cond_safe(len != 0), unsigned long len)
{
	if (!len)
		return 0;
	return buf[0];
}

/* nothing to send */
static int nothing(void)
{
	return send((void *)0, 0) + spaces((void *)0, 0);
}

/* the buffer's own pair */
static int flush(struct buf *safe b)
{
	return send(b->text, b->len);
}

/* the caller's own pair, passed on */
static int relay(const char *buf cond_safe(len), unsigned long len)
{
	return send(buf, len) + first(buf, len);
}

/* a pointer proven not NULL, whatever the length */
static int literal(unsigned long n)
{
	return send("hello", n);
}

/*
 * check-name: silent: a cond_safe parameter is not NULL where a test of the other makes its condition true, and a call meets it with a length that does not, or with the pair it holds
 * check-command: sparse -Wsafe $file
 */
