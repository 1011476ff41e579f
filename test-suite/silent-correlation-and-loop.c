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
	if (!n && !p)
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
				n = m;
				m = p;
				p = mark_prev(p);
			}
		}
	}
	return -1;
}

/*
 * check-name: silent: 'if (!n && !p) return;' before a loop that steps both: the loop's tests do not lose it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
