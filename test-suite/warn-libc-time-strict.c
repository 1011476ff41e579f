/*
 * The twin of silent-libc-dirs-time.c's year(): in the author's mode, a
 * time conversion's result, used untested, is not proven non-NULL.
 */
#include <time.h>

int year(void)
{
	time_t t = time(NULL);

	return localtime(&t)->tm_year;
}

/*
 * check-name: warn: -Wsafe: localtime()'s result used untested is not proven non-NULL
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-libc-time-strict.c:11:29: warning: dereference of 'localtime()', not proven non-NULL
 * check-error-end
 */
