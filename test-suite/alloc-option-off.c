#include "safe.h"
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
 * check-name: -Wno-null-alloc: an allocation that may fail is no evidence, a safe argument still a contract
 * check-command: sparse -I../include -Wno-decl -Wno-null-alloc $file
 *
 * check-error-start
alloc-option-off.c:21:16: warning: passing 'd', not proven non-NULL, as safe argument 1 of 'strcpy'
alloc-option-off.c:28:23: warning: passing 'f', not proven non-NULL, as safe argument 1 of 'fgetc'
alloc-option-off.c:30:16: warning: passing 'f', not proven non-NULL, as safe argument 1 of 'fclose'
 * check-error-end
 */
