#include <stdlib.h>
#include <string.h>
#include <stdio.h>

struct buf { char *data; int len; };

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

char *grow(char *old, unsigned long n)
{
	char *p = realloc(old, n);

	p[n - 1] = 0;
	return p;
}

/*
 * check-name: warn: the C library's own declarations, without safe.h: its __attribute_malloc__, and the model of the library (fgetc() and fclose() take no NULL stream, getenv() may return NULL)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-alloc-glibc.c:11:10: warning: dereference of 'b', which is NULL when malloc() fails
warn-alloc-glibc.c:9:31:     'b' is the result of this malloc() call
warn-alloc-glibc.c:19:16: warning: passing 'd', which is NULL when malloc() fails, as nonnull argument 1 of 'strcpy'
warn-alloc-glibc.c:17:25:     'd' is the result of this malloc() call
warn-alloc-glibc.c:26:23: warning: passing 'f', which is NULL when fopen() fails, as nonnull argument 1 of 'fgetc'
warn-alloc-glibc.c:25:24:     'f' is the result of this fopen() call
warn-alloc-glibc.c:34:30: warning: dereference of 'getenv()', which is NULL when getenv() fails
warn-alloc-glibc.c:34:22:     'getenv()' is the result of this getenv() call
warn-alloc-glibc.c:41:10: warning: dereference of 'p', which is NULL when realloc() fails
warn-alloc-glibc.c:39:26:     'p' is the result of this realloc() call
 * check-error-end
 */
