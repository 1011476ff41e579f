#define safe __attribute__((safe))
#include <stdlib.h>
extern char *concat(const char *safe a);

/* 'x ? x : y' of another type: sparse casts x, and the cast is x */
char *named(const char *name)
{
	char *path = realpath("x", (void *)0);

	return concat(path ? path : name ? name : "?");
}

char *plain(void)
{
	char *path = realpath("x", (void *)0);

	return concat(path ? path : "?");
}

/*
 * check-name: 'x ? x : y' is x where x is not 0, where sparse cast x to the select's type
 * check-command: sparse -Wno-decl $file
 */
