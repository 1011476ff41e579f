#define safe __attribute__((safe))
struct mark { int seq; };
extern struct mark *after(struct mark *m);
extern struct mark *other(struct mark *m);
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
	struct mark *n = after(m), *p = before(m), *q = other(m);
	struct mark *c = m;
	int tries = 100;

	if (!q && !p)
		return 0;
	while (--tries > 0) {
		if (!n && p->seq > 1)
			return p->seq;
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
 * check-name: warn: 'if (!q && !p) return;' says nothing of n: with p NULL, 'n' NULL reaches 'p->seq'
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-correlation-and-false.c:24:28: warning: dereference of 'p', which may be NULL
warn-correlation-and-false.c:11:25:     'p' is NULL where before() returns this
 * check-error-end
 */
