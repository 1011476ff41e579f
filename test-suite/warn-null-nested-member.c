#define safe __attribute__((safe))

struct size { int w, h; };
struct pane { int id; struct size sz; };

extern void log_it(void);

static int height(struct pane *p)
{
	if (!p)
		log_it();
	return p->sz.h;
}

/*
 * check-name: warn-null: p->a.b read through a pointer that may be NULL
 *
 * check-error-start
 * check-error-end
 */
