#define safe __attribute__((safe))

struct pane { int id; };

extern void show(struct pane *safe p);
extern struct pane *find(int id);

static void show_id(int id)
{
	struct pane *p = find(id);

	if (p)
		show(p);
}

/*
 * check-name: silent: a tested pointer passed as a safe argument
 */
