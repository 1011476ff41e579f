#include <string.h>

void *xmalloc(size_t n) __attribute__((returns_nonnull));

/* with _FORTIFY_SOURCE, memcpy() is glibc's inline wrapper of the
   compiler's checked copy, which gives the destination back too */
void *xmemdup(const void *p, size_t s) __attribute__((returns_nonnull));
void *xmemdup(const void *p, size_t s)
{
	return memcpy(xmalloc(s), p, s);
}

char *xstrcpy(char *d, const char *s) __attribute__((returns_nonnull));
char *xstrcpy(char *d, const char *s)
{
	if (!d)
		d = xmalloc(strlen(s) + 1);
	return strcpy(d, s);
}

/*
 * check-name: silent: a fortified copy gives its destination back, never NULL
 * check-command: sparse -Wno-decl -O2 -D_FORTIFY_SOURCE=2 $file
 *
 * check-error-start
 * check-error-end
 */
