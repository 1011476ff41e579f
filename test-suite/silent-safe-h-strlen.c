#include "safe.h"

static size_t name_len(const char *name)
{
	if (!name)
		return 0;
	return strlen(name) + strlen("x");
}

/*
 * check-name: silent: safe.h's strlen() takes a tested pointer
 * check-command: sparse -I../include $file
 */
