#include <stdlib.h>
#include <string.h>

void *xmemdup(const void *p, size_t s) __attribute__((returns_nonnull));

/* the copy gives back its destination, but this returns malloc()'s
   result itself, which may be NULL */
void *xmemdup(const void *p, size_t s)
{
	void *d = malloc(s);

	memcpy(d, p, s);
	return d;
}

/*
 * check-name: warn: a fortified copy proves nothing of what is returned beside it
 * check-command: sparse -Wno-decl -O2 -D_FORTIFY_SOURCE=2 $file
 *
 * check-error-start
warn-libc-fortified-copy.c:13:16: warning: returning 'd', not proven non-NULL, from safe 'xmemdup'
warn-libc-fortified-copy.c:10:25:     'd' is the result of this malloc() call
 * check-error-end
 */
