#define cond_safe(c) __attribute__((cond_safe(c)))
#define safe __attribute__((safe))
#define NULL ((void *)0)

extern void *malloc(unsigned long n) __attribute__((malloc));
extern char *strdup(const char *s) __attribute__((malloc));

struct buf {
	unsigned long len;
	char *text cond_safe(len > 0);
};

extern void publish(struct buf *b);
extern struct buf *shared;

/* an allocation untested, with a length that may not be 0 */
static void fill(struct buf *safe b, unsigned long n)
{
	b->len = n;
	b->text = malloc(n);
	publish(b);
}

/* a length set, the text not: the caller sees the pair broken */
static void set_len(struct buf *safe b, unsigned long n)
{
	b->len = n;
}

/* a NULL text with a length that is not 0 */
static void clear_text(struct buf *safe b)
{
	b->text = NULL;
	b->len = 4;
	shared = b;
}

/* an allocation tested only after the object was seen */
static int late(struct buf *safe b, const char *s)
{
	b->text = strdup(s);
	b->len = 1;
	publish(b);
	return b->text ? 0 : -1;
}

/* a global buffer, broken while another function runs */
static struct buf global;
extern void refresh(void);

static void set_global(char *safe t)
{
	global.len = 3;
	refresh();
	global.text = t;
}

/*
 * check-name: warn: a cond_safe pair changed that may break its condition where the object is seen
 * check-command: sparse $file
 *
 * check-error-start
warn-cond-safe-pairs.c:21:16: warning: 'b->text', not proven non-NULL where 'len > 0', when 'b' is passed to 'publish'
warn-cond-safe-pairs.c:19:9:     'len' is set here
warn-cond-safe-pairs.c:20:9:     'text' is set here
warn-cond-safe-pairs.c:27:9: warning: 'b->text', not proven non-NULL where 'len > 0', when the function returns
warn-cond-safe-pairs.c:27:9:     'len' is set here
warn-cond-safe-pairs.c:35:18: warning: 'b->text', not proven non-NULL where 'len > 0', when 'b' is stored in 'shared'
warn-cond-safe-pairs.c:34:9:     'len' is set here
warn-cond-safe-pairs.c:33:9:     'text' is set here
warn-cond-safe-pairs.c:43:16: warning: 'b->text', not proven non-NULL where 'len > 0', when 'b' is passed to 'publish'
warn-cond-safe-pairs.c:42:9:     'len' is set here
warn-cond-safe-pairs.c:41:9:     'text' is set here
warn-cond-safe-pairs.c:54:16: warning: 'global.text', not proven non-NULL where 'len > 0', when 'refresh' is called
warn-cond-safe-pairs.c:53:22:     'len' is set here
 * check-error-end
 */
