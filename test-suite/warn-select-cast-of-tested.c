#define safe __attribute__((safe))
#include <stdlib.h>
extern char *concat(const char *safe a);

/* the cast of what is not tested: the other lookup's result may be NULL */
char *named(const char *name)
{
	char *path = realpath("x", (void *)0);
	char *other = realpath("y", (void *)0);

	return concat(path ? other : name ? name : "?");
}

/*
 * check-name: warn: 'x ? y : z' of another type, y cast and not tested: y's NULL is passed on
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-select-cast-of-tested.c:11:23: warning: passing 'path ? other : name ? name : "?"', which is NULL when realpath() fails, as safe argument 1 of 'concat'
warn-select-cast-of-tested.c:9:31:     'path ? other : name ? name : "?"' is the result of this realpath() call
 * check-error-end
 */
