/*
 * The twin of silent-alloc-project-attribute.c in the author's mode: a
 * project's allocator whose body is not in view proves nothing either, so
 * -Wsafe reports its result used untested as not proven.
 */
extern void *xMalloc(unsigned long size) __attribute__((malloc));

char *buffer(unsigned long n)
{
	char *b = xMalloc(n + 1);

	b[n] = 0;
	return b;
}

/*
 * check-name: warn: -Wsafe: a project's own malloc-attributed allocator, defined elsewhere, is not proven non-NULL
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-alloc-project-strict.c:12:10: warning: dereference of 'b', not proven non-NULL
 * check-error-end
 */
