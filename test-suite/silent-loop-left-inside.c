/*
 * The twin of warn-loop-left-inside.c: the loop is left from inside only
 * where the pointer is not NULL, so the NULL survives only where the
 * loop never ran, which the parameter decides: latent, the callers'.
 */
extern void *malloc(unsigned long size) __attribute__((malloc));
extern int done(const char *buf);

int first_byte(int n);
int first_byte(int n)
{
	char *buf = (void *)0, *tmp;
	int i;

	for (i = 0; i < n; i++) {
		if (buf && done(buf))
			break;
		tmp = malloc(64);
		if (!tmp)
			return -1;
		buf = tmp;
	}
	return buf[0];
}

/*
 * check-name: silent: a loop left from inside only with the pointer set leaves the NULL only where it never ran
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
