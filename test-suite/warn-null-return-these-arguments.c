#define NULL ((void *)0)
struct blk { int len; char *data; };
extern struct blk *bread(int block);
extern void warn(int block);
extern struct blk *error_block(void);

enum kind { HOLE_OK, INDEX, LEAF };

/* NULL only for a hole in a block that may have one */
static struct blk *read_block(int block, enum kind kind)
{
	struct blk *b = bread(block);

	if (!b && (kind == INDEX || kind == LEAF || block == 0)) {
		warn(block);
		return error_block();
	}
	if (!b)
		return NULL;
	return b;
}

/* NULL only for the default mode */
static struct blk *make(int mode, struct blk *with)
{
	if (mode == 0) {
		if (with && with->len)
			return error_block();
		return NULL;
	}
	return with ? with : error_block();
}


/* a block that may be a hole */
int hole_len(int block)
{
	struct blk *b = read_block(block, HOLE_OK);

	return b->len;
}

/* the file expects the NULL: it tests it here */
int maybe_len(int block)
{
	struct blk *b = read_block(block, HOLE_OK);

	if (!b)
		return 0;
	return b->len;
}

/*
 * check-name: warn: a function of the file that returns NULL for the arguments a caller passes, its result dereferenced untested
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-null-return-these-arguments.c:40:17: warning: dereference of 'b', which may be NULL
warn-null-return-these-arguments.c:19:24:     'b' is NULL where read_block() returns this
 * check-error-end
 */
