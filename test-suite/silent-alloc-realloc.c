// glibc declares them without the malloc attribute: the model of the
// C library knows that they fail
#include <stdlib.h>

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
