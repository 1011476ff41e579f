/*
 * A pointer initialized to NULL, then given its value in a loop that
 * runs on two paths: SSA copies the initializer into each path.  On
 * both, 'hint' is 0 the first time round: the loop asks for a fragment
 * before it uses one, and leaves where there is none.
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

int receive(struct cursor *c, int fresh);
int receive(struct cursor *c, int fresh)
{
	const struct frag *frags = (void *)0;
	unsigned int length = 0, len = avail();
	int n = 0;

	if (fresh) {
		c->length = len;
		c->hint = 0;
	} else {
		c->length = len + 1;
		c->hint = 0;
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
 * check-name: silent: a NULL initializer that SSA copied into two paths: on each, the loop asks for a fragment before its first use
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
