/*
 * The model of the C library, without safe.h: glibc declares the stream
 * functions with no nonnull, and fopen()'s kin return NULL when they fail.
 */
#include <stdio.h>

void write_it(const char *path)
{
	FILE *f = fopen(path, "w");

	fputs("x", f);
	fprintf(f, "%d", 1);
	fclose(f);
}

long size_of(const char *path)
{
	FILE *f = fopen(path, "r");

	fseek(f, 0, SEEK_END);
	return ftell(f);
}

int first(const char *cmd, char *buf, int n)
{
	FILE *p = popen(cmd, "r");

	fgets(buf, n, p);
	return pclose(p);
}

int scratch(void)
{
	FILE *t = tmpfile();

	fwrite("x", 1, 1, t);
	return fileno(t);
}

int wrap(int fd, char *buf)
{
	FILE *f = fdopen(fd, "r");

	return fread(buf, 1, 1, f);
}

/*
 * check-name: warn: a stream that may be NULL, passed to the C library's stream functions (the model of the library)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-libc-streams.c:11:20: warning: passing 'f', which is NULL when fopen() fails, as nonnull argument 2 of 'fputs'
warn-libc-streams.c:9:24:     'f' is the result of this fopen() call
warn-libc-streams.c:12:17: warning: passing 'f', which is NULL when fopen() fails, as nonnull argument 1 of 'fprintf'
warn-libc-streams.c:9:24:     'f' is the result of this fopen() call
warn-libc-streams.c:13:16: warning: passing 'f', which is NULL when fopen() fails, as nonnull argument 1 of 'fclose'
warn-libc-streams.c:9:24:     'f' is the result of this fopen() call
warn-libc-streams.c:20:15: warning: passing 'f', which is NULL when fopen() fails, as nonnull argument 1 of 'fseek'
warn-libc-streams.c:18:24:     'f' is the result of this fopen() call
warn-libc-streams.c:21:22: warning: passing 'f', which is NULL when fopen() fails, as nonnull argument 1 of 'ftell'
warn-libc-streams.c:18:24:     'f' is the result of this fopen() call
warn-libc-streams.c:28:23: warning: passing 'p', which is NULL when popen() fails, as nonnull argument 3 of 'fgets'
warn-libc-streams.c:26:24:     'p' is the result of this popen() call
warn-libc-streams.c:29:23: warning: passing 'p', which is NULL when popen() fails, as nonnull argument 1 of 'pclose'
warn-libc-streams.c:26:24:     'p' is the result of this popen() call
warn-libc-streams.c:36:27: warning: passing 't', which is NULL when tmpfile() fails, as nonnull argument 4 of 'fwrite'
warn-libc-streams.c:34:26:     't' is the result of this tmpfile() call
warn-libc-streams.c:37:23: warning: passing 't', which is NULL when tmpfile() fails, as nonnull argument 1 of 'fileno'
warn-libc-streams.c:34:26:     't' is the result of this tmpfile() call
warn-libc-streams.c:44:33: warning: passing 'f', which is NULL when fdopen() fails, as nonnull argument 4 of 'fread'
warn-libc-streams.c:42:25:     'f' is the result of this fdopen() call
 * check-error-end
 */
