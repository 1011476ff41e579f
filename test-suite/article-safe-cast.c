#define safe __attribute__((safe))

struct buf { char *text; unsigned int len; };

extern void put(const char *safe s);

static void show(struct buf *safe b)
{
	if (b->len > 0)
		put((char *safe)b->text);
}

/*
 * check-name: article: (T *safe)expr asserts what the checker cannot see, silently
 */
