#define safe __attribute__((safe))

struct pane { int depth; };

extern struct pane *focus safe;

static int focus_depth(void)
{
	return focus->depth;
}

/*
 * check-name: article: struct pane *focus safe; declares a safe variable, dereferenced silently in strict mode
 * check-command: sparse -Wsafe $file
 */
