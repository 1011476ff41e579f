#include "safe.h"
#include <string.h>

/*
 * 'end - text' is a distance: an index made from it does not make
 * 'text + i' what 'end' was (the loop joins it with other indexes)
 */
long skip_blank(const char *safe text, long size, long i)
{
	while (i < size) {
		if (text[i] == ' ') {
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
 * check-name: -Wsafe: an index made from 'p - q' is a distance, not what p was
 * check-command: sparse -Wsafe -Wno-decl -I../include $file
 */
