/*
 * A helper of the file returns NULL, and allocates on its other path,
 * under a lock: where its caller is checked, the walk goes into the
 * helper to see whether the caller's arguments make it allocate.  The
 * helper's blocks are not the caller's solve's (sparse's context check
 * has marked them with the lock's count): the walk must not read them
 * as the caller's.
 */
#include <stdlib.h>

struct item {
	int n;
};

extern int limit;
extern void take(void) __attribute__((context(L, 0, 1)));
extern void drop(void) __attribute__((context(L, 1, 0)));

static struct item *get(void)
{
	struct item *it;

	if (limit < 0)
		return (void *)0;
	take();
	if (limit > 3)
		limit--;
	it = malloc(sizeof(*it));
	if (it)
		it->n = limit;
	drop();
	return it;
}

int use(void);
int use(void)
{
	struct item *it = get();

	return it->n;
}

/*
 * check-name: warn: a helper that returns NULL, walked for its allocation under a lock, from its caller's check (no crash: the helper's blocks are not the caller's)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-callee-walk-locked.c:40:18: warning: dereference of 'it', which may be NULL
warn-callee-walk-locked.c:24:25:     'it' is NULL where get() returns this
 * check-error-end
 */
