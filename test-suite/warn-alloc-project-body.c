/*
 * The twin of silent-alloc-project-attribute.c: the same allocator, with
 * its body in view, where it returns NULL when malloc() fails.  Its body
 * says what its attribute does not.
 */
#include <stdlib.h>

struct item { char *name; int key; };

void *xMalloc(unsigned long size) __attribute__((malloc));
void *xMalloc(unsigned long size)
{
	void *p = malloc(size);

	if (!p)
		return NULL;
	return p;
}

struct item *item_new(int key)
{
	struct item *it = xMalloc(sizeof(*it));

	it->key = key;
	return it;
}

/*
 * check-name: warn: a project's malloc-attributed allocator whose body, in view, returns NULL when it fails
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-alloc-project-body.c:24:11: warning: dereference of 'it', which may be NULL
warn-alloc-project-body.c:16:24:     'it' is NULL where xMalloc() returns this
 * check-error-end
 */
