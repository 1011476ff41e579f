/*
 * A pointer that a loop of a constant count assigns only where a call
 * says so: where it never does, the loop ends with the pointer still
 * NULL.  The walk goes round the loop as far as its bound of entries,
 * then forgets the counter that the loop's own test compares, so that
 * the loop is left; the NULL reaches the use.
 */
extern int cond(int i);
extern int g;

int pick(void);
int pick(void)
{
	int *p = (void *)0, i;

	for (i = 0; i < 4; i++)
		if (cond(i))
			p = &g;
	return *p;
}

int pick_many(void);
int pick_many(void)
{
	int *p = (void *)0, i;

	for (i = 0; i < 100; i++) {
		if (cond(i))
			p = &g;
	}
	return *p;
}

/*
 * check-name: warn: a loop of a constant count that may never assign the pointer leaves it NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-counted-loop-assigns.c:19:16: warning: dereference of 'p', which may be NULL
warn-counted-loop-assigns.c:14:19:     'p' is NULL from here
warn-counted-loop-assigns.c:31:16: warning: dereference of 'p', which may be NULL
warn-counted-loop-assigns.c:25:19:     'p' is NULL from here
 * check-error-end
 */
