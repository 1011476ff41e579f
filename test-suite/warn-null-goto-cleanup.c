#define safe __attribute__((safe))

struct buf { char *text; int len; };

extern struct buf *buf_new(void);
extern void buf_free(struct buf *b);
extern int fill(struct buf *b);

static int load(void)
{
	struct buf *b = buf_new();
	int err = -1;

	if (!b)
		goto out;
	err = fill(b);
out:
	b->len = 0;
	return err;
}

/*
 * check-name: warn-null: the cleanup label of a goto exit dereferences the pointer that failed
 *
 * check-error-start
warn-null-goto-cleanup.c:18:10: warning: dereference of 'b', which may be NULL
warn-null-goto-cleanup.c:14:14:     'b' is NULL on one side of this test
 * check-error-end
 */
