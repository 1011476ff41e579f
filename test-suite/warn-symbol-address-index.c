#include "safe.h"
#include <stdio.h>
#include <string.h>

/*
 * the same index of a buffer not proven non-NULL: the integers made from
 * it are followed to the dereference
 */
int count_lines(FILE *safe f, char *buf)
{
	char line[512];
	int nr = 0;

	while (fgets(line, sizeof(line), f)) {
		size_t n = strlen(line);

		if (n && buf[n - 1] == '\n')
			nr++;
	}
	return nr;
}

/*
 * check-name: -Wsafe: the same index of a pointer not proven non-NULL warns
 * check-command: sparse -Wsafe -Wno-decl -I../include $file
 *
 * check-error-start
warn-symbol-address-index.c:17:29: warning: dereference of 'buf', not proven non-NULL
 * check-error-end
 */
