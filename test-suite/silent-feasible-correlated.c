struct buf { int len; char *data; };
extern struct buf *find(int key);
extern int more(void);
extern void note(void);

/* a flag set together with the pointer */
int flagged(char *p)
{
	int have = 0;

	if (p) {
		have = 1;
		note();
	}
	note();
	if (have)
		return *p;
	return 0;
}

/* a count that is 0 where the pointer is NULL */
int sum(struct buf *b)
{
	int i, n = b ? b->len : 0, s = 0;
	char *d = b ? b->data : (char *)0;

	for (i = 0; i < n; i++)
		s += b->data[i];
	if (n)
		s += *d;
	return s;
}

/* the same test again */
int twice(char *p, int x)
{
	if (!p)
		note();
	if (x)
		note();
	if (p)
		return *p;
	return 0;
}

/* a switch on the value that the NULL's test compared */
int command(int cmd, int key)
{
	struct buf *b = (void *)0;

	if (key > 0)
		b = find(key);
	if (!b && cmd != 1)
		return -1;
	switch (cmd) {
	case 1:
		return 0;
	case 2:
		return b->len;
	}
	return -2;
}

/* a loop over what the pointer holds, which ran at least once */
int last_len(struct buf *safe_bufs, int n)
{
	struct buf *last = (void *)0;
	int i, ran = 0;

	for (i = 0; i < n; i++) {
		last = &safe_bufs[i];
		ran = 1;
	}
	if (!ran)
		return 0;
	return last->len;
}

/*
 * check-name: silent: paths that a flag set with the pointer, a count 0 where it is NULL, the same test, a switch on the tested value or a loop that ran make impossible
 * check-command: sparse -Wno-decl $file
 */
