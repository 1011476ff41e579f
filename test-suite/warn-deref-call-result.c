#define safe __attribute__((safe))

struct pane { int w; };

extern struct pane *lookup(int id);

static void clear(int id)
{
	struct pane *p = lookup(id);

	p->w = 0;
}

/*
 * check-name: warn-deref: -Wsafe-deref reports a store through an unannotated function's result
 * check-command: sparse -Wsafe-deref $file
 *
 * check-error-start
warn-deref-call-result.c:11:10: warning: dereference of 'p', not proven non-NULL
 * check-error-end
 */
