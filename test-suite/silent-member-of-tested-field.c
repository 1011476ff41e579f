#define safe __attribute__((safe))

struct buf { char *text; int len; };

static void clear(struct buf *safe b)
{
	if (b->text)
		b->text[0] = '\0';
}

/*
 * check-name: silent: if (b->buf) b->buf[0] = 0; is safe although the field is loaded twice, even in strict mode
 * check-command: sparse -Wsafe $file
 */
