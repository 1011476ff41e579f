extern char *attr(const char *key); extern void *find(void); extern void *find(void);
extern int number(const char *s) __attribute__((nonnull(1)));
extern int more(void);
extern void note(void);

/* a NULL tested, then used under a test of another call's result */
int size(void)
{
	int h = 0, w = 0;
	char *hs = attr("height");
	char *ws = attr("width");

	if (hs)
		h = number(hs);
	if (ws)
		w = number(hs);
	return h + w;
}

/* ... under a test of a call made after it */
int first(void)
{	char *p = find();
	if (!p)
		note();
	if (more())
		return *p;
	return 0;
}

/* a flag set with the pointer, and by a call as well */
int flagged(void)
{	char *p = find();
	int have = 0;

	if (p) {
		have = 1;
		note();
	}
	if (more())
		have = 1;
	if (have)
		return *p;
	return 0;
}

struct buf { int len; char *data; };

/* a count that a call gives where the pointer is NULL */
int sum(struct buf *b)
{
	int i, n = b ? b->len : more(), s = 0;
	char *d = b ? b->data : (char *)0;

	for (i = 0; i < n; i++)
		s += i;
	if (n)
		s += *d;
	return s;
}

/* a loop that ran, as a call says */
int last_len(struct buf *bufs)
{
	struct buf *last = (void *)0;
	int i, n = more(), ran = more();

	for (i = 0; i < n; i++)
		last = &bufs[i];
	if (!ran)
		return 0;
	return last->len;
}

/*
 * check-name: warn: a NULL that reaches its use on a path through branches on calls (each independent of it), however many lie between
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-feasible-independent.c:16:28: warning: passing 'hs', which may be NULL, as nonnull argument 1 of 'number'
warn-feasible-independent.c:13:13:     'hs' is NULL on one side of this test
warn-feasible-independent.c:26:24: warning: dereference of 'p', which may be NULL
warn-feasible-independent.c:23:14:     'p' is NULL on one side of this test
warn-feasible-independent.c:42:24: warning: dereference of 'p', which may be NULL
warn-feasible-independent.c:35:13:     'p' is NULL on one side of this test
warn-feasible-independent.c:57:22: warning: dereference of 'd', which may be NULL
warn-feasible-independent.c:52:34:     'd' is NULL from here
warn-feasible-independent.c:71:20: warning: dereference of 'last', which may be NULL
warn-feasible-independent.c:64:29:     'last' is NULL from here
 * check-error-end
 */
