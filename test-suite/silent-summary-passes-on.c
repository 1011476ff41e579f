/*
 * The silent twin of warn-summary-passes-on: a function that tests its
 * parameter before it passes it on asks nothing of its callers, and one
 * that passes it on to a parameter that may be NULL asks nothing either.
 */
#define safe __attribute__((safe))
#define NULL ((void *)0)

struct buf { char *data; int len; };

int length(const struct buf *safe b);
int maybe_length(const struct buf *b);

static int buf_length(struct buf *b)
{
	if (!b)
		return 0;
	return length(b);
}

static int loose_length(struct buf *b)
{
	return maybe_length(b);
}

struct buf *find(int k);

int use(int k);
int use(int k)
{
	struct buf *b = find(k);
	int n = 0;

	if (!b)
		n = buf_length(b) + loose_length(b);
	return n + buf_length(NULL);
}

/*
 * check-name: a parameter tested before it is passed on, or passed to one that may be NULL
 */
