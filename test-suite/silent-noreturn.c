#define safe __attribute__((safe))

extern void die(const char *safe msg) __attribute__((noreturn));

struct pane { int depth; };

static int depth(struct pane *p)
{
	if (!p)
		die("no pane");
	return p->depth;
}

/*
 * check-name: silent: a call to a noreturn function ends the NULL path, even in strict mode
 * check-command: sparse -Wsafe $file
 */
