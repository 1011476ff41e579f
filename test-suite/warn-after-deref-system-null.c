#include <sys-null.h>

extern void use(int);

void ne(int *p)
{
	*p = 5;
	if (p != NULL)
		*p = 10;
}

void eq(int *p)
{
	*p = 5;
	if (p == NULL)
		return;
	use(2);
}

void not(int *p)
{
	*p = 5;
	if (!p)
		return;
	use(2);
}

/*
 * check-name: warn: a test against NULL as a system header defines it is the project's own: tested after it was dereferenced
 * check-command: sparse -Wno-decl -isystem . $file
 *
 * check-error-start
warn-after-deref-system-null.c:8:18: warning: 'p' is tested for NULL after it was dereferenced
warn-after-deref-system-null.c:7:10:     'p' was dereferenced here
warn-after-deref-system-null.c:15:18: warning: 'p' is tested for NULL after it was dereferenced
warn-after-deref-system-null.c:14:10:     'p' was dereferenced here
warn-after-deref-system-null.c:23:14: warning: 'p' is tested for NULL after it was dereferenced
warn-after-deref-system-null.c:22:10:     'p' was dereferenced here
 * check-error-end
 */
