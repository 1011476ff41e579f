struct buf { char *data; int len; };

int buf_len(struct buf *_Nonnull b);

int buf_len(struct buf *b)
{
	if (!b)			/* declared _Nonnull: a test of a never-NULL value */
		return 0;
	return b->len;
}

static int caller(struct buf *maybe)
{
	if (maybe)
		return buf_len(maybe);
	return buf_len(maybe);	/* NULL here */
}

/*
 * check-name: a definition that leaves out its declaration's _Nonnull still has it
 *
 * check-error-start
nonnull-definition-inherits.c:5:13: warning: 'b' is declared with another nullness than at its declaration
nonnull-definition-inherits.c:3:13:     declared here
nonnull-definition-inherits.c:7:14: warning: testing nonnull parameter 'b' for NULL
nonnull-definition-inherits.c:16:24: warning: passing 'maybe', not proven non-NULL, as safe argument 1 of 'buf_len'
nonnull-definition-inherits.c:14:13:     'maybe' is NULL on one side of this test
 * check-error-end
 */
