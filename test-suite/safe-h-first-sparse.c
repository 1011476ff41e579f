#include "safe.h"
#include <string.h>
#include <stdlib.h>

extern int count(const char *safe s, const char *t);
int count(const char *safe s, const char *t)
{
	if (!t)
		return 0;
	return (int)strlen(s) + atoi(t) + strcmp(s, t) + (int)strspn(s, t);
}

/*
 * check-name: safe.h before the C library headers, for sparse-safe
 * check-command: sparse -I../include $file
 */
