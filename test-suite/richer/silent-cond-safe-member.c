#define cond_safe(c) __attribute__((cond_safe(c)))
#define safe __attribute__((safe))

/* the article's extensible buffer: text is NULL only while len is 0 */
struct buf {
	unsigned long len;
	char *text cond_safe(len > 0);
};

/* a pane's views: "safe iff nviews > 0" */
struct pane {
	int nviews;
	int *views cond_safe(nviews > 0);
	struct pane *next;
	int flags;
};

static char first(struct buf *safe b)
{
	if (b->len)
		return b->text[0];
	return 0;
}

static char last(struct buf *safe b)
{
	if (b->len > 0)
		return b->text[b->len - 1];
	return 0;
}

static char none(struct buf *safe b)
{
	if (b->len == 0)
		return 0;
	return b->text[0];
}

static int sum(struct pane *safe p)
{
	int i, s = 0;

	for (i = 0; i < p->nviews; i++)
		s += p->views[i];
	return s;
}

static int both(struct pane *safe p)
{
	if (p->nviews >= 1 && p->flags)
		return p->views[0];
	return 0;
}

static int next_first(struct pane *safe p)
{
	if (p->next && p->next->nviews > 2)
		return p->next->views[0];
	return 0;
}

/*
 * check-name: silent: a cond_safe member is not NULL where a test of its member makes the condition true
 * check-command: sparse -Wsafe $file
 */
