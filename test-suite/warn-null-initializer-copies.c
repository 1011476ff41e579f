/*
 * A pointer initialized to NULL, then given its value in a loop that
 * runs on two paths: SSA copies the initializer into each path (a phi
 * source of the NULL in each).  The NULL of either copy is the
 * evidence, on its path: here the path of the 'else' arm reaches the use
 * with it, the first time round, where 'hint' keeps the loop from asking
 * for a fragment.
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
		c->hint = 8192;
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
 * check-name: warn: a NULL initializer that SSA copied into two paths is the evidence on each (the second path's NULL reaches the use)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-null-initializer-copies.c:41:27: warning: dereference of 'frags', which may be NULL
warn-null-initializer-copies.c:24:37:     'frags' is NULL from here
 * check-error-end
 */
