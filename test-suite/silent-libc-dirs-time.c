/*
 * The twin of warn-libc-dirs-time.c: every result tested first.  The
 * time conversions fail only for a time out of range, which a clock's time
 * never is: the model leaves their results plain (year()), as -Wsafe
 * reports them (warn-libc-time-strict.c).
 */
#include <dirent.h>
#include <time.h>
#include <pwd.h>
#include <string.h>

int count(const char *path)
{
	DIR *d = opendir(path);
	int n = 0;

	if (!d)
		return -1;
	while (readdir(d))
		n++;
	closedir(d);
	return n;
}

int is_dot(DIR *d)
{
	struct dirent *e = readdir(d);

	return e && e->d_name[0] == '.';
}

unsigned long stamp(char *buf, unsigned long n)
{
	time_t t = time(NULL);
	struct tm *tm = localtime(&t);

	if (!tm)
		return 0;
	return strftime(buf, n, "%H:%M", tm);
}

int year(void)
{
	time_t t = time(NULL);

	return localtime(&t)->tm_year;
}

unsigned long home_len(void)
{
	struct passwd *pw = getpwuid(0);

	return pw ? strlen(pw->pw_dir) : 0;
}

/*
 * check-name: silent: directories and times tested before they are used
 * check-command: sparse -Wno-decl $file
 */
