#define cond_safe(c) __attribute__((cond_safe(c)))
#define safe __attribute__((safe))

struct buf {
	unsigned long len;
	char *text cond_safe(len > 0);
};

struct pane {
	int nviews;
	int *views cond_safe(nviews > 0);
	struct pane *next;
	int flags;
};

/* no test of len */
static char first(struct buf *safe b)
{
	return b->text[0];
}

/* the other side of the test */
static char empty(struct buf *safe b)
{
	if (b->len)
		return 0;
	return b->text[0];
}

/* another buffer's len */
static char other(struct buf *safe a, struct buf *safe b)
{
	if (a->len)
		return b->text[0];
	return 0;
}

/* a count from -1: nviews may be 0 */
static int sum(struct pane *safe p)
{
	int i, s = 0;

	for (i = -1; i < p->nviews; i++)
		s += p->views[i + 1];
	return s;
}

/* 'nviews >= 0' does not make it 'nviews > 0' */
static int some(struct pane *safe p)
{
	if (p->nviews >= 0)
		return p->views[0];
	return 0;
}

/* a test of another member */
static int flagged(struct pane *safe p)
{
	if (p->flags)
		return p->views[0];
	return 0;
}

/*
 * check-name: warn: a cond_safe member is not proven where its condition is not: no test, the other side, another object's, a weaker test
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
warn-cond-safe-member.c:19:23: warning: dereference of 'b->text', not proven non-NULL
warn-cond-safe-member.c:27:23: warning: dereference of 'b->text', not proven non-NULL
warn-cond-safe-member.c:34:31: warning: dereference of 'b->text', not proven non-NULL
warn-cond-safe-member.c:44:30: warning: dereference of 'p->views', not proven non-NULL
warn-cond-safe-member.c:52:32: warning: dereference of 'p->views', not proven non-NULL
warn-cond-safe-member.c:60:32: warning: dereference of 'p->views', not proven non-NULL
 * check-error-end
 */
