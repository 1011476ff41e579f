struct mark { int seq; };
struct mark *mark_next(struct mark *m);
struct mark *mark_prev(struct mark *m);

int room(struct mark *m)
{
	struct mark *p = mark_prev(m), *n = mark_next(m);

	if (!n && !p)
		return 0;
	if (n && p && n->seq > p->seq)
		return 1;
	if (!n)
		return p->seq;
	return n->seq;
}

/*
 * check-name: silent: 'if (!n && !p) return;' is kept, undecided, until later tests decide one side: 'n && p' false, then '!n', leaves p non-NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
