#include <stdlib.h>
extern const char *setting(const char *key);

int depth(void)
{
	const char *v = setting("depth");
	int seen = 0;

	if (v)
		seen = 1;
	return seen + atoi(v);
}

static int width(int n)
{
	const char *v = setting("width");
	int w = 0;

	if (v)
		w = 1;
	if (n > 2)
		w += atoi(v);
	return w;
}

int three(void)
{
	return width(3);
}

/*
 * check-name: warn: a test that sparse makes into a value ('if (v) seen = 1;' is 'seen = v != 0') is still a test: its NULL reaches atoi(), whatever a parameter says
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-select-test.c:11:28: warning: passing 'v', which may be NULL, as nonnull argument 1 of 'atoi'
warn-select-test.c:9:13:     'v' is NULL on one side of this test
warn-select-test.c:22:27: warning: passing 'v', which may be NULL, as nonnull argument 1 of 'atoi'
warn-select-test.c:19:13:     'v' is NULL on one side of this test
 * check-error-end
 */
