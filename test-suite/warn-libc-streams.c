/*
 * The model of the C library, without safe.h: glibc declares the stream
 * functions with no nonnull, and fopen()'s kin return NULL when they fail.
 */
#include <stdio.h>

void put(const char *path)
{
	FILE *f = fopen(path, "w");

	fputs("x", f);
}

void print(const char *path)
{
	FILE *f = fopen(path, "w");

	fprintf(f, "%d", 1);
}

void close_it(const char *path)
{
	FILE *f = fopen(path, "w");

	fclose(f);
}

int seek(const char *path)
{
	FILE *f = fopen(path, "r");

	return fseek(f, 0, SEEK_END);
}

long tell(const char *path)
{
	FILE *f = fopen(path, "r");

	return ftell(f);
}

int first(const char *cmd, char *buf, int n)
{
	FILE *p = popen(cmd, "r");

	fgets(buf, n, p);
	return 0;
}

int wait_for(const char *cmd)
{
	FILE *p = popen(cmd, "r");

	return pclose(p);
}

int scratch(void)
{
	FILE *t = tmpfile();

	return fwrite("x", 1, 1, t);
}

int scratch_fd(void)
{
	FILE *t = tmpfile();

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
warn-libc-streams.c:18:17: warning: passing 'f', which is NULL when fopen() fails, as nonnull argument 1 of 'fprintf'
warn-libc-streams.c:16:24:     'f' is the result of this fopen() call
warn-libc-streams.c:25:16: warning: passing 'f', which is NULL when fopen() fails, as nonnull argument 1 of 'fclose'
warn-libc-streams.c:23:24:     'f' is the result of this fopen() call
warn-libc-streams.c:32:22: warning: passing 'f', which is NULL when fopen() fails, as nonnull argument 1 of 'fseek'
warn-libc-streams.c:30:24:     'f' is the result of this fopen() call
warn-libc-streams.c:39:22: warning: passing 'f', which is NULL when fopen() fails, as nonnull argument 1 of 'ftell'
warn-libc-streams.c:37:24:     'f' is the result of this fopen() call
warn-libc-streams.c:46:23: warning: passing 'p', which is NULL when popen() fails, as nonnull argument 3 of 'fgets'
warn-libc-streams.c:44:24:     'p' is the result of this popen() call
warn-libc-streams.c:54:23: warning: passing 'p', which is NULL when popen() fails, as nonnull argument 1 of 'pclose'
warn-libc-streams.c:52:24:     'p' is the result of this popen() call
warn-libc-streams.c:61:34: warning: passing 't', which is NULL when tmpfile() fails, as nonnull argument 4 of 'fwrite'
warn-libc-streams.c:59:26:     't' is the result of this tmpfile() call
warn-libc-streams.c:68:23: warning: passing 't', which is NULL when tmpfile() fails, as nonnull argument 1 of 'fileno'
warn-libc-streams.c:66:26:     't' is the result of this tmpfile() call
warn-libc-streams.c:75:33: warning: passing 'f', which is NULL when fdopen() fails, as nonnull argument 4 of 'fread'
warn-libc-streams.c:73:25:     'f' is the result of this fdopen() call
 * check-error-end
 */
