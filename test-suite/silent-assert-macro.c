#define safe __attribute__((safe))

extern void abort(void) __attribute__((noreturn));

#define assert(x) ((x) ? (void)0 : abort())

struct pane { int depth; };

static int depth(struct pane *p)
{
	assert(p);
	return p->depth;
}

/*
 * check-name: silent: an assert() macro that calls abort() proves the pointer, even in strict mode
 * check-command: sparse -Wsafe $file
 */
