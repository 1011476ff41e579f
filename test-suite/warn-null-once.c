#define safe __attribute__((safe))

struct pane { int w, h; };

extern void log_it(void);

static int area(struct pane *p)
{
	if (!p)
		log_it();
	return p->w * p->h;
}

/*
 * check-name: warn-null: one report per fault: the second dereference on the same path is silent
 *
 * check-error-start
 * check-error-end
 */
