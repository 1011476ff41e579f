#include <stdlib.h>
extern const char *setting(const char *key);

int depth(void)
{
	const char *v = setting("depth");
	int seen = 0;

	if (v)
		seen = 1;
	return seen ? atoi(v) : 0;
}

/*
 * check-name: silent: a test made into a value guards the use that tests that value
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
