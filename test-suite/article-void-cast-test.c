#define safe __attribute__((safe))

struct pane { struct pane *safe parent; int depth; };

extern void log_it(void);

static int depth_of(struct pane *safe p)
{
	if (!(void *)p->parent)
		log_it();
	return p->depth;
}

/*
 * check-name: article: (void *)p tests a safe pointer without a warning
 */
