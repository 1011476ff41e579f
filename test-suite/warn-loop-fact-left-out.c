#define safe __attribute__((safe))
struct mark { int v; };
extern struct mark *next(struct mark *m safe);
extern void use(struct mark *m safe);

/* the loop does not test m: after it goes round, m is next()'s result */
int walk(struct mark *start safe, int n, int k)
{
	struct mark *m;
	int y = 0;

	for (m = start; y < n; m = next(m)) {
		if (k)
			y++;
		if (y > 3)
			use(m);
	}
	return y;
}

/*
 * check-name: a loop that does not test its pointer: not proven after it goes round
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-loop-fact-left-out.c:16:29: warning: passing 'm', not proven non-NULL, as safe argument 1 of 'use'
warn-loop-fact-left-out.c:12:41: warning: passing 'm', not proven non-NULL, as safe argument 1 of 'next'
 * check-error-end
 */
