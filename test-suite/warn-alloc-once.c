/*
 * An allocation used untested is reported once, at the first use the
 * checks meet, however many paths lead on to other first uses: the one
 * test that is missing is after the allocation.  Another allocation is
 * reported on its own.
 */
#include <stdlib.h>

struct data { int error; int n; };

extern int step(int);

struct data *get(int fd)
{
	struct data *d = calloc(1, sizeof(*d));

	if (step(fd) < 0) {
		d->error = 1;
		return d;
	}
	if (step(fd + 1) < 0) {
		d->error = 2;
		return d;
	}
	d->n = fd;
	return d;
}

void two(int n)
{
	struct data *a = malloc(sizeof(*a));
	struct data *b = malloc(sizeof(*b));

	a->n = n;
	b->n = n;
	free(a);
	free(b);
}

/*
 * check-name: warn: an allocation used untested is reported once, at its first use; each allocation is
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-alloc-once.c:18:18: warning: dereference of 'd', which is NULL when calloc() fails
warn-alloc-once.c:15:32:     'd' is the result of this calloc() call
warn-alloc-once.c:34:10: warning: dereference of 'a', which is NULL when malloc() fails
warn-alloc-once.c:31:32:     'a' is the result of this malloc() call
warn-alloc-once.c:35:10: warning: dereference of 'b', which is NULL when malloc() fails
warn-alloc-once.c:32:32:     'b' is the result of this malloc() call
 * check-error-end
 */
