extern int more(void); extern void *find(void);
extern unsigned char next(void);
extern void note(void);

/* the same index into a pointer that may be NULL: the pointer is what is reported */
int fill(int v)
{	unsigned char *ring = find();
	unsigned char i = 0, t;

	if (!ring)
		note();

	while (more()) {
		ring[i] = v;
		t = next();
		if (!t)
			note();
		if (t && t < 10)
			i = t;
	}
	return 0;
}

/*
 * check-name: the same index into a pointer that may be NULL: still reported
 * check-command: sparse -Wno-decl -Wsafe $file
 *
 * check-error-start
warn-index-phi.c:14:21: warning: dereference of 'ring', which may be NULL
warn-index-phi.c:10:14:     'ring' is NULL on one side of this test
 * check-error-end
 */
