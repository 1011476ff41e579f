// glibc declares them without the malloc attribute: the model of the
// C library knows that they fail
#include <stdlib.h>

int grow(int *v, unsigned long n)
{
	int *w = realloc(v, n * sizeof(*w));

	w[0] = 1;
	return 0;
}

int grow_array(int *v, unsigned long n)
{
	int *x = reallocarray(v, n, sizeof(*x));

	x[0] = 1;
	return 0;
}

/*
 * check-name: warn: realloc() and reallocarray() return NULL when they fail, though glibc does not declare them malloc
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-alloc-realloc.c:9:10: warning: dereference of 'w', which is NULL when realloc() fails
warn-alloc-realloc.c:7:25:     'w' is the result of this realloc() call
warn-alloc-realloc.c:17:10: warning: dereference of 'x', which is NULL when reallocarray() fails
warn-alloc-realloc.c:15:30:     'x' is the result of this reallocarray() call
 * check-error-end
 */
