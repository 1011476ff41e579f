#define safe __attribute__((safe))

struct pane { int depth; };

extern struct pane *find(int id);

static int depth(int id)
{
	struct pane *p = find(id);
	struct pane *safe s;

	if (!p)
		return -1;
	s = p;
	return s->depth;
}

/*
 * check-name: silent: a tested pointer assigned to a safe local
 */
