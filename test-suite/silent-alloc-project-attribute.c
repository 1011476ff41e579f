/*
 * A project's allocators, declared with GCC's malloc attribute and defined
 * in another file: the attribute says that the result aliases nothing,
 * not that it may be NULL (these abort when memory runs out).  Their
 * bodies are not in view, so nothing says they return NULL.
 */
#include <string.h>

extern void *xMalloc(unsigned long size) __attribute__((malloc));
extern void *xCalloc(unsigned long n, unsigned long size) __attribute__((__malloc__));
extern char *xStrdup(const char *s) __attribute__((malloc));

struct item { char *name; int key; };

struct item *item_new(const char *name, int key)
{
	struct item *it = xCalloc(1, sizeof(*it));

	it->key = key;
	it->name = xStrdup(name);
	memcpy(it->name, name, strlen(name));
	return it;
}

char *buffer(unsigned long n)
{
	char *b = xMalloc(n + 1);

	b[n] = 0;
	return b;
}

/*
 * check-name: silent: a project's own allocator, declared malloc and defined elsewhere, is not taken to fail
 * check-command: sparse -Wno-decl $file
 */
