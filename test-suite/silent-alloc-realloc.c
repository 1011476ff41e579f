// as glibc declares them: no malloc attribute
extern void *realloc(void *p, unsigned long size);
extern void *reallocarray(void *p, unsigned long n, unsigned long size);

int grow(int *v, unsigned long n)
{
	int *w = realloc(v, n * sizeof(*w));

	if (!w)
		return -1;
	w[0] = 1;
	return 0;
}

int grow_array(int *v, unsigned long n)
{
	int *x = reallocarray(v, n, sizeof(*x));

	if (x)
		x[0] = 1;
	return x ? 0 : -1;
}

/*
 * check-name: silent: the result of realloc() and reallocarray() tested before it is used
 * check-command: sparse -Wno-decl $file
 */
