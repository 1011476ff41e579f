#define safe __attribute__((safe))

struct pane { int w, h; };

extern void log_it(void);

static int width(struct pane *p)
{
	if (!p)
		log_it();
	return p->w;
}

/*
 * check-name: warn-null: p->f read through a pointer that may be NULL
 *
 * check-error-start
 * check-error-end
 */
