#include "safe.h"
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

char *copy(const char *safe s)
{
	char *d = malloc(strlen(s) + 1);

	strcpy(d, s);
	return d;
}

int first_char(const char *safe path)
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

/* the NULL path frees the first page whatever happened */
int read_pages(int n)
{
	char **page = malloc(n * sizeof(*page));
	int i, ret = -1;

	if (!page)
		goto out;
	for (i = 0; i < n; i++)
		page[i] = malloc(4096);
	ret = 0;
out:
	free(page[0]);
	return ret;
}

/*
 * check-name: warn: the result of an allocation that may fail, used untested (-Wnull-alloc): malloc(), fopen(), getenv(), realloc() as include/safe.h lists them (a project's own __malloc__ function is not one: silent-alloc-project-attribute.c)
 * check-command: sparse -I../include -Wno-decl $file
 *
 * check-error-start
warn-alloc.c:12:10: warning: dereference of 'b', which is NULL when malloc() fails
warn-alloc.c:10:31:     'b' is the result of this malloc() call
warn-alloc.c:20:16: warning: passing 'd', which is NULL when malloc() fails, as safe argument 1 of 'strcpy'
warn-alloc.c:18:25:     'd' is the result of this malloc() call
warn-alloc.c:27:23: warning: passing 'f', which is NULL when fopen() fails, as safe argument 1 of 'fgetc'
warn-alloc.c:26:24:     'f' is the result of this fopen() call
warn-alloc.c:35:30: warning: dereference of 'getenv()', which is NULL when getenv() fails
warn-alloc.c:35:22:     'getenv()' is the result of this getenv() call
warn-alloc.c:42:10: warning: dereference of 'p', which is NULL when realloc() fails
warn-alloc.c:40:26:     'p' is the result of this realloc() call
warn-alloc.c:58:18: warning: dereference of 'page', which is NULL when malloc() fails
warn-alloc.c:49:29:     'page' is the result of this malloc() call
 * check-error-end
 */
