struct cell { int v; };
extern void *cells[8];
extern struct cell *find_cell(int key);
extern void complain(const char *what);

void reset_then_set(void)
{
	struct cell *c = find_cell(3);
	int i;

	if (!c)
		complain("no cell");
	for (i = 0; i < 6; i++)
		cells[i] = (void *)0;
	c->v = 1;
}

int count_then_get(void)
{
	struct cell *c;
	int i, k = 0;

	for (i = 0; i < 5; i++)
		k += i;
	c = find_cell(k);
	if (!c)
		complain("no cell");
	return c->v;
}

/*
 * check-name: warn: a loop of a constant count, before or after the test, does not hide the NULL that reaches the use after it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-counted-loop.c:15:10: warning: dereference of 'c', which may be NULL
warn-counted-loop.c:11:14:     'c' is NULL on one side of this test
warn-counted-loop.c:28:17: warning: dereference of 'c', which may be NULL
warn-counted-loop.c:26:14:     'c' is NULL on one side of this test
 * check-error-end
 */
