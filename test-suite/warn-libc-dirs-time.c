/*
 * The model of the C library: directories and the time functions.
 * opendir() fails, readdir() ends with NULL, strptime() fails on what it
 * cannot read, getpwuid() finds no such user; strftime() takes no NULL
 * time.
 */
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <time.h>
#include <pwd.h>
#include <string.h>

int count(const char *path)
{
	DIR *d = opendir(path);
	int n = 0;

	while (readdir(d))
		n++;
	return n;
}

int close_it(const char *path)
{
	DIR *d = opendir(path);

	return closedir(d);
}

int is_dot(DIR *d)
{
	struct dirent *e = readdir(d);

	return e->d_name[0] == '.';
}
extern void *find(void);
unsigned long stamp(char *buf, unsigned long n)
{	const struct tm *tm = find();
	if (!tm)
		buf[0] = 0;
	return strftime(buf, n, "%H:%M", tm);
}

int parse(const char *s, struct tm *tm)
{
	return *strptime(s, "%H:%M", tm);
}

unsigned long home_len(void)
{
	return strlen(getpwuid(0)->pw_dir);
}

/*
 * check-name: warn: directories and times that may be NULL, used untested (the model of the library)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-libc-dirs-time.c:18:24: warning: passing 'd', which is NULL when opendir() fails, as nonnull argument 1 of 'readdir'
warn-libc-dirs-time.c:15:25:     'd' is the result of this opendir() call
warn-libc-dirs-time.c:27:25: warning: passing 'd', which is NULL when opendir() fails, as nonnull argument 1 of 'closedir'
warn-libc-dirs-time.c:25:25:     'd' is the result of this opendir() call
warn-libc-dirs-time.c:34:25: warning: dereference of 'e', which is NULL when readdir() fails
warn-libc-dirs-time.c:32:35:     'e' is the result of this readdir() call
warn-libc-dirs-time.c:41:42: warning: passing 'tm', which may be NULL, as nonnull argument 4 of 'strftime'
warn-libc-dirs-time.c:39:14:     'tm' is NULL on one side of this test
warn-libc-dirs-time.c:46:16: warning: dereference of 'strptime()', which is NULL when strptime() fails
warn-libc-dirs-time.c:46:25:     'strptime()' is the result of this strptime() call
warn-libc-dirs-time.c:51:34: warning: dereference of 'getpwuid()', which is NULL when getpwuid() fails
warn-libc-dirs-time.c:51:31:     'getpwuid()' is the result of this getpwuid() call
 * check-error-end
 */
