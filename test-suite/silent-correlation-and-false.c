#define safe __attribute__((safe))
struct mark { int seq; };
extern struct mark *after(struct mark *m);
static struct mark *before(struct mark *m)
{
	extern struct mark *list_before(struct mark *m);
	struct mark *p = list_before(m);

	if (!p)
		return (void *)0;
	return p;
}

int gap_of(struct mark *m safe)
{
	struct mark *n = after(m), *p = before(m);
	struct mark *c = m;
	int tries = 100;

	if (!n && !p)
		return 0;
	while (--tries > 0) {
		if (!n && p->seq > 1)
			return p->seq;
		if (!p && n->seq > 1)
			return n->seq;
		if (p && n && n->seq - p->seq > 1)
			return n->seq - p->seq;
		n = c;
		c = after(c);
		if (!c)
			break;
	}
	return -1;
}

/*
 * check-name: silent: 'if (!n && !p) return;' with p NULL leaves n non-NULL, and a loop of a count does not lose it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
