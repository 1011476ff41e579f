/*
 * The twin of warn-libc-streams.c: each stream tested before it is used,
 * and the NULLs that the C library accepts: fflush(NULL), free(NULL),
 * setvbuf() with no buffer, snprintf() of nothing, time(NULL).
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int write_it(const char *path)
{
	FILE *f = fopen(path, "w");

	if (!f)
		return -1;
	setvbuf(f, NULL, _IONBF, 0);
	fputs("x", f);
	fprintf(f, "%d", 1);
	return fclose(f);
}

int first(const char *cmd, char *buf, int n)
{
	FILE *p = popen(cmd, "r");

	if (!p)
		return -1;
	if (!fgets(buf, n, p))
		buf[0] = 0;
	return pclose(p);
}

int nulls(void)
{
	char *p = NULL;

	fflush(NULL);
	free(p);
	fputs("x", stderr);
	return snprintf(NULL, 0, "%d", 1) + (int)time(NULL);
}

/*
 * check-name: silent: streams tested before they are used, and the NULLs the C library accepts
 * check-command: sparse -Wno-decl $file
 */
