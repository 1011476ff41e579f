/*
 * -Wno-null-libc turns the model of the library off: fclose() is then as
 * glibc declares it, with no nonnull (warn-libc-streams.c is the twin).
 */
#include <stdio.h>

void close_it(const char *path)
{
	FILE *f = fopen(path, "r");

	fclose(f);
}

/*
 * check-name: silent: -Wno-null-libc: the model of the library is off
 * check-command: sparse -Wno-null-libc -Wno-decl $file
 */
