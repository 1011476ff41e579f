/*
 * The twin of silent-implied-order.c: the same shapes where the orderings
 * leave a value for which the NULL reaches the use.  'n > 0' not taken
 * leaves n == 0, for which 'i <= n' holds once; 'level > 1' not taken
 * leaves level == 1, for which 'level > 0' holds; an unsigned 'len > 16'
 * not taken leaves 'len >= 8' open; and an ordering of another value
 * decides nothing.  Each is reported.
 */
extern void *malloc(unsigned long size);
extern void free(void *p);

int fill(int n)
{
	int *p = (void *)0;
	int i;

	if (n > 0 && !(p = malloc(n * sizeof(*p))))
		return -1;
	for (i = 0; i <= n; i++)
		p[i] = i;
	free(p);
	return 0;
}

int levels(int level)
{
	int *p = (void *)0;

	if (level > 1 && !(p = malloc(sizeof(*p))))
		return -1;
	if (level > 0)
		*p = level;
	free(p);
	return 0;
}

int sized(unsigned long len)
{
	char *buf = (void *)0;

	if (len > 16 && !(buf = malloc(len)))
		return -1;
	if (len >= 8)
		buf[7] = 0;
	free(buf);
	return 0;
}

int other(int n, int m)
{
	int *p = (void *)0;

	if (n > 0 && !(p = malloc(sizeof(*p))))
		return -1;
	if (m > 0)
		*p = m;
	free(p);
	return 0;
}

/*
 * check-name: warn: an ordering that leaves the NULL's values keeps it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-implied-order.c:20:18: warning: dereference of 'p', which may be NULL
warn-implied-order.c:14:19:     'p' is NULL from here
warn-implied-order.c:32:17: warning: dereference of 'p', which may be NULL
warn-implied-order.c:27:19:     'p' is NULL from here
warn-implied-order.c:44:20: warning: dereference of 'buf', which may be NULL
warn-implied-order.c:39:22:     'buf' is NULL from here
warn-implied-order.c:56:17: warning: dereference of 'p', which may be NULL
warn-implied-order.c:51:19:     'p' is NULL from here
 * check-error-end
 */
