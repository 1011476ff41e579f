/*
 * A NULL that survives a loop whose running the inputs decide is latent
 * where only a loop that never ran leaves it (the callers give it
 * nothing to do).  Here the loop is also left from inside, by a break
 * before the pass sets the pointer: the NULL survives a loop that ran,
 * which is the function's own.
 */
extern void *malloc(unsigned long size) __attribute__((malloc));

int first_byte(int n);
int first_byte(int n)
{
	char *buf = (void *)0, *tmp;
	int i;

	for (i = 0; i < n; i++) {
		tmp = malloc(64);
		if (!tmp)
			break;
		buf = tmp;
	}
	return buf[0];
}

/*
 * check-name: warn: a loop left from inside, before it sets the pointer, leaves the NULL after it ran
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-loop-left-inside.c:22:19: warning: dereference of 'buf', which may be NULL
warn-loop-left-inside.c:13:22:     'buf' is NULL from here
 * check-error-end
 */
