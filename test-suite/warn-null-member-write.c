#define safe __attribute__((safe))
#define NULL ((void *)0)

struct pane { int w, h; };

extern void log_it(void);

static void resize(struct pane *p, int w)
{
	if (p != NULL)
		log_it();
	p->w = w;
}

/*
 * check-name: warn-null: p->f written through a pointer that may be NULL
 *
 * check-error-start
 * check-error-end
 */
