#define safe __attribute__((safe))

struct pane { struct pane *safe parent; int depth; };

extern void log_it(void);
extern struct pane *find(int id);

static int depth(struct pane *safe p, struct pane *q, int id)
{
	if (!q)
		log_it();
	p->parent = find(id);
	return q->depth;
}

/*
 * check-name: silent: -Wno-safe gives no nullness warning
 * check-command: sparse -Wno-safe $file
 */
