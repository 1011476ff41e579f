struct mark { int seq; };
struct mark *mark_next(struct mark *m);
struct mark *mark_prev(struct mark *m);

int room(struct mark *m)
{
	struct mark *p = mark_prev(m), *n = mark_next(m);

	if (!n && !m)
		return 0;
	if (n && p && n->seq > p->seq)
		return 1;
	if (!n)
		return p->seq;
	return n->seq;
}

/*
 * check-name: warn: the same tests, where the first one tests another pointer
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-correlation-and-clause.c:14:25: warning: dereference of 'p', which may be NULL
warn-correlation-and-clause.c:11:18:     'p' is NULL on one side of this test
 * check-error-end
 */
