/*
 * An ordering the path took, or did not, decides another ordering of
 * the same value with a constant: 'n > 0' not taken leaves n at most 0,
 * so '0 < n' fails and the loop does not run; 'level > 1' not taken
 * leaves 'level > 2' false; 'x >= 0' not taken leaves 'x < 0' true.
 * The NULL the pointer starts with reaches no use.  Unsigned values too:
 * 'len > 16' not taken keeps 'len >= 20' false.
 */
extern void *malloc(unsigned long size);
extern void free(void *p);

int fill(int n)
{
	int *p = (void *)0;
	int i;

	if (n > 0 && !(p = malloc(n * sizeof(*p))))
		return -1;
	for (i = 0; i < n; i++)
		p[i] = i;
	free(p);
	return 0;
}

int first(int n)
{
	int *p = (void *)0;

	if (n > 0 && !(p = malloc(sizeof(*p))))
		return -1;
	if (n <= 0)
		return 0;
	*p = n;
	free(p);
	return 1;
}

int levels(int level)
{
	int *p = (void *)0;

	if (level > 1 && !(p = malloc(sizeof(*p))))
		return -1;
	if (level > 2)
		*p = level;
	free(p);
	return 0;
}

int negative(int x)
{
	int *p = (void *)0;

	if (x >= 0) {
		p = malloc(sizeof(*p));
		if (!p)
			return -1;
	}
	if (x < 0)
		return 0;
	return *p;
}

int sized(unsigned long len)
{
	char *buf = (void *)0;

	if (len > 16 && !(buf = malloc(len)))
		return -1;
	if (len >= 20)
		buf[19] = 0;
	free(buf);
	return 0;
}

/*
 * check-name: silent: an ordering of a value decides another ordering of it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
