#define safe __attribute__((safe))

extern void abort(void) __attribute__((noreturn));

#define BUG_ON(c) do { if (c) abort(); } while (0)

struct pane { int depth; };

static int depth(struct pane *p)
{
	BUG_ON(!p);
	return p->depth;
}

/*
 * check-name: silent: a BUG_ON(!p) macro that calls abort() proves the pointer, even in strict mode
 * check-command: sparse -Wsafe $file
 */
