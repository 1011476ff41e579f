#include "safe.h"
#include <stdio.h>
#include <string.h>

/*
 * 'line[n - 1]' of an array: sparse may compute it as '(line - 1) + n', in
 * integers; a symbol's address plus anything is still no NULL
 */
int count_lines(FILE *safe f)
{
	char line[512];
	int nr = 0;

	while (fgets(line, sizeof(line), f)) {
		size_t n = strlen(line);

		if (n && line[n - 1] == '\n')
			nr++;
	}
	return nr;
}

/*
 * check-name: -Wsafe: an array indexed through integers made from its address is no NULL
 * check-command: sparse -Wsafe -Wno-decl -I../include $file
 */
