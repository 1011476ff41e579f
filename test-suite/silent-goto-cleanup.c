#define safe __attribute__((safe))
#define NULL ((void *)0)

struct buf { char *text; int len; };

extern struct buf *buf_new(void);
extern char *text_new(int len);
extern void buf_free(struct buf *b);

static struct buf *load(int len)
{
	struct buf *b = buf_new();

	if (!b)
		goto fail;
	b->text = text_new(len);
	if (!b->text)
		goto fail_buf;
	b->len = len;
	b->text[0] = '\0';
	return b;

fail_buf:
	buf_free(b);
fail:
	return NULL;
}

/*
 * check-name: silent: early exits with goto to cleanup labels, each dereference on a tested path, even in strict mode
 * check-command: sparse -Wsafe $file
 */
