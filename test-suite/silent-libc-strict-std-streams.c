/*
 * In the author's mode, the model's nonnull stream parameters are checked
 * as a dereference is: stdin, stdout and stderr are never NULL, as
 * safe.h declares them, so passing them is proven.
 */
#include <stdio.h>

void say(const char *safe_msg)
{
	fputs("x", stdout);
	fputc('\n', stderr);
	fflush(stdout);
	getc(stdin);
}

/*
 * check-name: silent: -Wsafe: stdin, stdout and stderr are proven non-NULL by the model of the library
 * check-command: sparse -Wsafe -Wno-decl $file
 */
