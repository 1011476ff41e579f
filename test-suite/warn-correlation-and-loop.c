#define safe __attribute__((safe))
struct mark { int seq; };
extern struct mark *mark_next(struct mark *m);
extern struct mark *mark_prev(struct mark *m);

int room(struct mark *m safe)
{
	struct mark *p, *n;
	int gap = 256;

	n = mark_next(m);
	p = mark_prev(m);
	if (!n || !p)
		return 0;
	while (--gap >= 2) {
		if (n && p && n->seq - p->seq >= 2)
			return n->seq - p->seq;
		if (!n && p->seq < 1000)
			return p->seq;
		if (!p && n->seq > 1)
			return n->seq;
		if (p && n) {
			while (p && n->seq - p->seq < gap) {
				n = mark_next(n);
				m = p;
				p = mark_prev(p);
			}
		}
	}
	return -1;
}

/*
 * check-name: warn: the same loop, where both can be NULL after it: the inner loop's test leaves p NULL, and the next pass dereferences it where n is NULL
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-correlation-and-loop.c:18:28: warning: dereference of 'p', which may be NULL
warn-correlation-and-loop.c:23:32:     'p' is NULL on one side of this test
warn-correlation-and-loop.c:23:38: warning: dereference of 'n', not proven non-NULL
 * check-error-end
 */
