/*
 * A loop over a buffer by a pointer that starts at the buffer: where the
 * allocation failed, the first test compares NULL with NULL plus the
 * buffer's size, which holds, and the first pass writes through NULL.
 * The walk computes both sides from the NULL the path carries.
 */
extern void *malloc(unsigned long size) __attribute__((malloc));

void clear(void);
void clear(void)
{
	int *v = malloc(8 * sizeof(*v)), *it;

	for (it = v; it < v + 8; it++)
		*it = 0;
}

/*
 * check-name: warn: a pointer that walks an allocation that may have failed is NULL on the first pass
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-pointer-iterator-null.c:15:17: warning: dereference of 'it', which is NULL when malloc() fails
warn-pointer-iterator-null.c:12:24:     'it' is the result of this malloc() call
 * check-error-end
 */
