/*
 * The twin of silent-mask-bounds-loop.c: the NULL reaches its use where
 * the test's mask leaves a length of a page or more (its bits from two
 * pages up said 0), where a call on the way may change what was stored
 * (the length, and the hint that keeps the loop from asking for a
 * fragment), where stores through another pointer, which may be the
 * same, may, and where the length was tested before it was read again:
 * the test is of the value it had then.
 */
struct cursor {
	unsigned long length;
	unsigned int hint;
};

struct frag {
	int off;
};

extern struct frag *advance(int n);
extern unsigned int avail(void);
extern void refill(struct cursor *c);

int wider_mask(struct cursor *c);
int wider_mask(struct cursor *c)
{
	const struct frag *frags = (void *)0;
	unsigned int length = 0, len = avail(), total;
	int n = 0;

	total = len & ~(8192UL - 1);
	if (total) {
		c->length = total;
		c->hint = 0;
	} else {
		c->length = len;
		c->hint = len;
	}
	while (length + 4096UL <= c->length) {
		if (c->hint < 4096) {
			frags = advance(n);
			if (!frags)
				break;
		}
		n += frags->off;
		length += 4096;
		c->hint -= 4096;
	}
	return n;
}

int call_between(struct cursor *c);
int call_between(struct cursor *c)
{
	const struct frag *frags = (void *)0;
	unsigned int length = 0, len = avail(), total;
	int n = 0;

	total = len & ~(4096UL - 1);
	if (total) {
		c->length = total;
		c->hint = 0;
	} else {
		c->length = len;
		c->hint = len;
	}
	refill(c);
	while (length + 4096UL <= c->length) {
		if (c->hint < 4096) {
			frags = advance(n);
			if (!frags)
				break;
		}
		n += frags->off;
		length += 4096;
		c->hint -= 4096;
	}
	return n;
}

int store_between(struct cursor *c, struct cursor *other);
int store_between(struct cursor *c, struct cursor *other)
{
	const struct frag *frags = (void *)0;
	unsigned int length = 0, len = avail(), total;
	int n = 0;

	total = len & ~(4096UL - 1);
	if (total) {
		c->length = total;
		c->hint = 0;
	} else {
		c->length = len;
		c->hint = len;
	}
	other->length = 1UL << 20;
	other->hint = 8192;
	while (length + 4096UL <= c->length) {
		if (c->hint < 4096) {
			frags = advance(n);
			if (!frags)
				break;
		}
		n += frags->off;
		length += 4096;
		c->hint -= 4096;
	}
	return n;
}

int tested_before_redefined(struct cursor *c);
int tested_before_redefined(struct cursor *c)
{
	const struct frag *frags = (void *)0;
	unsigned int length = 0, len, total;
	int n = 0, i;

	for (i = 0;; i++) {
		len = avail();
		if (i > 0)
			break;
		total = len & ~(4096UL - 1);
		if (total)
			return 0;
	}
	c->length = len;
	c->hint = len;
	while (length + 4096UL <= c->length) {
		if (c->hint < 4096) {
			frags = advance(n);
			if (!frags)
				break;
		}
		n += frags->off;
		length += 4096;
		c->hint -= 4096;
	}
	return n;
}

/*
 * check-name: warn: a length whose high bits a test said are 0 bounds a loop only where the bits cover the loop's page, nothing on the way may change the length stored, and the test is of the value the length has
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-mask-bounds-loop.c:44:27: warning: dereference of 'frags', which may be NULL
warn-mask-bounds-loop.c:26:37:     'frags' is NULL from here
warn-mask-bounds-loop.c:73:27: warning: dereference of 'frags', which may be NULL
warn-mask-bounds-loop.c:54:37:     'frags' is NULL from here
warn-mask-bounds-loop.c:103:27: warning: dereference of 'frags', which may be NULL
warn-mask-bounds-loop.c:83:37:     'frags' is NULL from here
warn-mask-bounds-loop.c:133:27: warning: dereference of 'frags', which may be NULL
warn-mask-bounds-loop.c:113:37:     'frags' is NULL from here
 * check-error-end
 */
