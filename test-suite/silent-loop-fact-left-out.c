#define safe __attribute__((safe))
struct mark { int v; };
extern struct mark *next(struct mark *m safe);
extern void use(struct mark *m safe);

/*
 * m is tested by the loop; in the block where the two sides of 'if (k)'
 * meet, nothing uses it, and what the test said of it was, on the first
 * pass, what its phi gave (the loop had not gone round yet): the join
 * left it out.  Once next() makes the phi unknown, that block is joined
 * again, and m is still what the loop's test says.
 */
int walk(struct mark *start safe, int n, int k)
{
	struct mark *m;
	int y = 0;

	for (m = start; m && y < n; m = next(m)) {
		if (k)
			y++;
		if (y > 3)
			use(m);
	}
	return y;
}

/*
 * check-name: a loop's test holds in a join that does not use what it tested, after the loop goes round
 * check-command: sparse -Wno-decl $file
 */
