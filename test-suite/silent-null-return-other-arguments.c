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

int first_len(void)
{
	struct blk *b = read_block(0, HOLE_OK);

	return b->len;
}

int index_len(int block)
{
	struct blk *b = read_block(block, INDEX);

	return b->len;
}

int made_len(struct blk *with)
{
	struct blk *b = make(2, with);

	return b->len;
}

int maybe_len(int block)
{
	struct blk *b = read_block(block, HOLE_OK);

	if (!b)
		return 0;
	return b->len;
}

/*
 * check-name: silent: a function of the file that returns NULL only for arguments other than those its callers pass (the arguments followed into it, however its guard is written)
 * check-command: sparse -Wno-decl $file
 */
