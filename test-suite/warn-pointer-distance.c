#include "safe.h"
#include <string.h>

/*
 * the same loop, reading a pointer not proven non-NULL: still reported
 */
long skip_blank(const char *safe text, const char *other, long size, long i)
{
	while (i < size) {
		if (other[i] == ' ') {
			i++;
		} else if (text[i] == '/' && i + 1 < size && text[i + 1] == '*') {
			const char *end = strstr(text + i + 2, "*/");

			if (!end)
				return size;
			i = end - text + 2;
		} else {
			break;
		}
	}
	return i;
}

/*
 * check-name: -Wsafe: the same loop through a pointer not proven non-NULL warns
 * check-command: sparse -Wsafe -Wno-decl -I../include $file
 *
 * check-error-start
warn-pointer-distance.c:10:26: warning: dereference of 'other', not proven non-NULL
 * check-error-end
 */
