#include <stdlib.h>
#include <string.h>
#include <stdio.h>

struct buf { char *data; int len; };
extern void *pool_get(unsigned long size) __attribute__((__malloc__));

struct buf *new_buf(int len)
{
	struct buf *b = malloc(sizeof(*b));

	b->len = len;
	return b;
}

char *copy(const char *s)
{
	char *d = malloc(strlen(s) + 1);

	strcpy(d, s);
	return d;
}

int first_char(const char *path)
{
	FILE *f = fopen(path, "r");
	int c = fgetc(f);

	fclose(f);
	return c;
}

int home_starts_with_slash(void)
{
	return getenv("HOME")[0] == '/';
}

void zero(unsigned long n)
{
	char *p = pool_get(n);

	p[0] = 0;
}

char *grow(char *old, unsigned long n)
{
	char *p = realloc(old, n);

	p[n - 1] = 0;
	return p;
}

/*
 * check-name: warn: the C library's own __attribute_malloc__ declarations, without safe.h
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-alloc-glibc.c:12:10: warning: dereference of 'b', which is NULL when malloc() fails
warn-alloc-glibc.c:10:31:     'b' is the result of this malloc() call
warn-alloc-glibc.c:20:16: warning: passing 'd', which is NULL when malloc() fails, as nonnull argument 1 of 'strcpy'
warn-alloc-glibc.c:18:25:     'd' is the result of this malloc() call
warn-alloc-glibc.c:42:10: warning: dereference of 'p', which is NULL when pool_get() fails
warn-alloc-glibc.c:40:27:     'p' is the result of this pool_get() call
warn-alloc-glibc.c:49:10: warning: dereference of 'p', which is NULL when realloc() fails
warn-alloc-glibc.c:47:26:     'p' is the result of this realloc() call
 * check-error-end
 */
