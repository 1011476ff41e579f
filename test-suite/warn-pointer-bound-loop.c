/*
 * A loop over an allocation bounded by a pointer past it ('for (it = v;
 * it != v + n; it++)') compares the pointer with itself plus an offset:
 * whether it runs is the offset's to say, not the NULL's.  An allocation
 * that may fail, untested, is dereferenced in it: reported.
 */
#include <stdlib.h>

extern int *lookup(int m) __attribute__((returns_nonnull));

int clear(int n)
{
	int *v = malloc(n * sizeof(*v)), *end = v + n, *it;

	for (it = v; it != end; it++)
		*it = 0;
	free(v);
	return 0;
}

int sum_to(int n, int m)
{
	int *copy = NULL, *it, total = 0;

	if (m > 0)
		copy = lookup(m);
	for (it = copy; it != copy + n; it++)
		total += *it;
	return total;
}

/*
 * check-name: warn: a loop bounded by a pointer past the start, over a NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-pointer-bound-loop.c:16:17: warning: dereference of 'it', which is NULL when malloc() fails
warn-pointer-bound-loop.c:13:24:     'it' is the result of this malloc() call
warn-pointer-bound-loop.c:28:26: warning: dereference of 'it', which may be NULL
warn-pointer-bound-loop.c:23:21:     'it' is NULL from here
 * check-error-end
 */
