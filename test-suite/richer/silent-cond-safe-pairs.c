#define cond_safe(c) __attribute__((cond_safe(c)))
#define safe __attribute__((safe))
#define NULL ((void *)0)

extern void *malloc(unsigned long n) __attribute__((malloc));

struct buf {
	unsigned long len;
	char *text cond_safe(len > 0);
};

extern void publish(struct buf *b);
extern struct buf *shared;

/* len and then text, in two statements, then seen */
static void fill(struct buf *safe b, char *safe t, unsigned long n)
{
	b->len = n;
	b->text = t;
	publish(b);
}

/* text and then len */
static void refill(struct buf *safe b, char *safe t, unsigned long n)
{
	b->text = t;
	b->len = n;
	shared = b;
}

/* emptied */
static void empty(struct buf *safe b)
{
	b->text = NULL;
	b->len = 0;
	publish(b);
}

/* an allocation tested before the object is seen */
static int grow(struct buf *safe b, unsigned long n)
{
	char *t = malloc(n);

	if (!t)
		return -1;
	b->text = t;
	b->len = n;
	return 0;
}

/* a length that grows where the text was used */
static void append(struct buf *safe b, char c)
{
	b->text[b->len - 1] = c;
	b->len++;
	publish(b);
}

/* a local buffer that no one else sees */
static unsigned long local(unsigned long n)
{
	struct buf b;

	b.len = n;
	b.text = NULL;
	return b.len;
}

/* a global buffer, whole before another function runs */
static struct buf global;
extern void refresh(void);

static void set_global(char *safe t)
{
	global.text = t;
	global.len = 3;
	refresh();
	refresh();
}

/*
 * check-name: silent: a cond_safe pair changed keeps its condition where the object is seen (a call, a store of its address, a return)
 * check-command: sparse $file
 */
