#include "safe.h"
#include <stdlib.h>
#include <string.h>
#include <stdio.h>



struct buf { char *data; int len; };
extern void *pool_get(unsigned long size) __attribute__((__malloc__, returns_nonnull));
extern void *safe arena_get(unsigned long size) __attribute__((__malloc__));

struct buf *new_buf(int len)
{
	struct buf *b = malloc(sizeof(*b));

	if (!b)
		return NULL;
	b->len = len;
	return b;
}

char *copy(const char *safe s)
{
	char *d = malloc(strlen(s) + 1);

	if (d)
		strcpy(d, s);
	return d;
}

int first_char(const char *safe path)
{
	FILE *f = fopen(path, "r");
	int c;

	if (!f)
		return -1;
	c = fgetc(f);
	fclose(f);
	return c;
}

void zero(unsigned long n)
{
	char *p = pool_get(n);
	char *q = arena_get(n);

	p[0] = 0;
	q[0] = 0;
}

/* the result of an allocation is not used: nothing to report */
void leak(void)
{
	malloc(4);
}

/* a test that aborts */
void *must(unsigned long n)
{
	void *p = calloc(n, 1);

	if (!p)
		abort();
	memset(p, 1, n);
	return p;
}

/*
 * check-name: silent: allocation results tested, an allocator that returns_nonnull or whose result is safe, an unused result, a test that aborts
 * check-command: sparse -I../include -Wno-decl -Wsafe $file
 */
