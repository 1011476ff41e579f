#include "err.h"

struct buf { char *data; int len; };
extern struct buf *buf_get(int size);
extern void buf_fill(struct buf *b, int c) __attribute__((nonnull(1)));

static struct buf *buf_new(int size)
{
	struct buf *b;

	if (size <= 0)
		return ERR_PTR(-EINVAL);
	b = buf_get(size);
	return b ? b : ERR_PTR(-ENOMEM);
}

static int buf_len(struct buf *b)
{
	return b->len;
}

int new_len(int size)
{
	struct buf *b = buf_new(size);

	return buf_len(b);
}

void new_fill(int size)
{
	struct buf *b = buf_new(size);

	buf_fill(b, 0);
}

void new_fill_checked(int size)
{
	struct buf *b = buf_new(size);

	if (!IS_ERR(b))
		buf_fill(b, 0);
}

int new_len_checked(int size)
{
	struct buf *b = buf_new(size);

	return IS_ERR(b) ? PTR_ERR(b) : buf_len(b);
}

/*
 * check-name: err-deref: an error pointer passed to a parameter that must be valid
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
err-passing.c:26:24: warning: passing 'b', which may be an error pointer, as argument 1 of 'buf_len', which dereferences it
err-passing.c:19:16:     'buf_len' dereferences it here
err-passing.c:24:32:     'b' is the result of this buf_new() call
err-passing.c:12:31:     buf_new() returns an error pointer here
err-passing.c:33:18: warning: passing 'b', which may be an error pointer, as nonnull argument 1 of 'buf_fill'
err-passing.c:31:32:     'b' is the result of this buf_new() call
err-passing.c:12:31:     buf_new() returns an error pointer here
 * check-error-end
 */
