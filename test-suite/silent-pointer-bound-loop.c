/*
 * The twin of warn-pointer-bound-loop.c: where the pointer is NULL the
 * path also knows the count 0, so 'it != p + n' is 'p != p': the loop
 * does not run; or the allocation is tested.  Nothing is reported.
 */
#include <stdlib.h>

extern int *lookup(int m) __attribute__((returns_nonnull));

int clear_tested(int n)
{
	int *v = malloc(n * sizeof(*v)), *end, *it;

	if (!v)
		return -1;
	end = v + n;
	for (it = v; it != end; it++)
		*it = 0;
	free(v);
	return 0;
}

int sum_kept(int len, int c)
{
	int *p = NULL, *it, n = 0, total = 0;

	if (c) {
		p = lookup(c);
		n = len;
	}
	for (it = p; it != p + n; it++)
		total += *it;
	return total;
}

int sum_selected(int *data, int len, int c)
{
	int *p = NULL, *it, n = 0, total = 0;

	if (c) {
		p = data;
		n = len;
	}
	for (it = p; it != p + n; it++)
		total += *it;
	return total;
}

/*
 * check-name: silent: a loop bounded by a pointer past the start, not run where it is NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
