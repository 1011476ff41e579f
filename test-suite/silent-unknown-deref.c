#define safe __attribute__((safe))

struct pane { struct pane *next; int depth; };

extern struct pane *find(int id);

static int depth(struct pane *p, int id)
{
	return p->depth + find(id)->depth + p->next->depth;
}

/*
 * check-name: silent: by default, dereferencing a pointer nothing is known about is not reported
 */
