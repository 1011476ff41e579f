#include "err.h"

// what is no error pointer, though it is a pointer made of an integer

int sentinel(char *buf, unsigned long size)
{
	char *end = buf + size;

	if (end < buf)
		end = (void *)-1;
	return end[-1];
}

int cookie(long n)
{
	int *p = (int *)n;

	return *p;
}

static inline char *advance(char *p, long n)
{
	return (char *)((long)p + n);
}

int advanced(char *p)
{
	return *advance(p, 4);
}

/*
 * check-name: a sentinel, a number kept in a pointer, an address computed as an integer: no error pointers
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
