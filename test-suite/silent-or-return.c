#define safe __attribute__((safe))

struct pane { struct pane *focus; int depth; };

static int focus_depth(struct pane *p)
{
	if (!p || !p->focus)
		return 0;
	return p->focus->depth;
}

/*
 * check-name: silent: if (!p || !p->f) return; proves both for the rest, even in strict mode
 * check-command: sparse -Wsafe $file
 */
