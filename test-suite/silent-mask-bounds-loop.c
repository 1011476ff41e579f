/*
 * A loop that runs only where a length is a page or more, after a test
 * that said the length's bits of a page and up are 0 ('total = len &
 * ~(PAGE - 1)' false): the length, stored into memory and loaded again
 * with nothing on the way that may change it, is below a page, and the
 * loop does not run.  The pointer it would use first, NULL until the loop
 * sets it, is never used.  (net/ipv4/tcp.c's tcp_zerocopy_receive().)
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

int receive(struct cursor *c);
int receive(struct cursor *c)
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
 * check-name: silent: a length whose high bits a test said are 0, stored and loaded again, keeps a loop of a page or more from running
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
