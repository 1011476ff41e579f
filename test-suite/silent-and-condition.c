#define safe __attribute__((safe))

struct pane { struct pane *focus; int depth; };

static int focus_depth(struct pane *p)
{
	if (p && p->focus && p->focus->depth > 0)
		return p->focus->depth;
	return 0;
}

/*
 * check-name: silent: p && p->f && p->f->x tests each pointer before its dereference, even in strict mode
 * check-command: sparse -Wsafe $file
 */
