#define safe __attribute__((safe))
struct buf { char *data; int used; };
void *safe grab(unsigned long n);
extern char *spare(void);

static void put(struct buf *b safe, char c)
{
	if (b->data)
		b->data[b->used] = c;
	b->used += 1;
	if (b->used > 60)
		b->data = spare();
}

char *safe fill(const char *s safe)
{
	struct buf b;

	b.used = 0;
	b.data = grab(64);
	b.data[0] = 0;
	while (*s)
		put(&b, *s++);
	return b.data;
}

/*
 * check-name: warn: a function of the file given a local structure's address that stores into the field proven: the proof does not survive the call
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-local-field-stored.c:24:16: warning: returning 'b.data', not proven non-NULL, from safe 'fill'
 * check-error-end
 */
