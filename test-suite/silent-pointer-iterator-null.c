/*
 * The twin of warn-pointer-iterator-null.c: the allocation is tested
 * before the loop walks it.
 */
extern void *malloc(unsigned long size) __attribute__((malloc));

int clear(void);
int clear(void)
{
	int *v = malloc(8 * sizeof(*v)), *it;

	if (!v)
		return -1;
	for (it = v; it < v + 8; it++)
		*it = 0;
	return 0;
}

/*
 * check-name: silent: a pointer that walks an allocation tested first
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
