#include <sys-null.h>
#include <sys-test.h>

int twice(int *p)
{
	*p = 5;
	if (VALID(p))
		return *p;
	return 0;
}

int tested(int *p)
{
	if (p == NULL)
		return 0;
	return *p;
}

/*
 * check-name: silent: a test that a system header's macro makes is not the project's; a test against its NULL before any dereference is not after one
 * check-command: sparse -Wno-decl -isystem . $file
 */
