/*
 * The twin of warn-counted-loop-assigns.c: the loop counts what it
 * assigns, and the use is behind a test of that count.  The walk
 * forgets the loop's own counter to leave the loop, and keeps the count
 * that goes with the pointer: where it is 0, nothing was assigned, and
 * the function returns.
 */
extern int cond(int i);
extern int g;

int pick(void);
int pick(void)
{
	int *p = (void *)0, i, n = 0;

	for (i = 0; i < 4; i++) {
		if (cond(i)) {
			p = &g;
			n++;
		}
	}
	if (!n)
		return 0;
	return *p;
}

/*
 * check-name: silent: a loop of a constant count keeps the count of what it assigns
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
