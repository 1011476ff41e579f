#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <stdlib.h>
#include "safe.h"

extern int count(const char *safe s, const char *t);
int count(const char *safe s, const char *t)
{
	if (!t)
		return 0;
	return (int)strlen(s) + atoi(t) + strcmp(s, t) + (int)strspn(s, t);
}

/*
 * check-name: safe.h after the C library headers, for sparse-safe
 * check-command: sparse -I../include $file
 */
