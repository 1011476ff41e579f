#define safe __attribute__((safe))
struct buf { char *data; int used; };
void *safe grab(unsigned long n);

static void put(struct buf *b safe, char c)
{
	if (b->data)
		b->data[b->used] = c;
	b->used += 1;
}

static void put_two(struct buf *b safe, char c, char d)
{
	put(b, c);
	put(b, d);
}

char *safe fill(const char *s safe)
{
	struct buf b;

	b.used = 0;
	b.data = grab(64);
	b.data[0] = 0;
	while (*s)
		put(&b, *s++);
	put_two(&b, 0, 0);
	return b.data;
}

/*
 * check-name: silent: a local structure given by address to functions of the file that store only into another field keeps what was proven of the first
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
