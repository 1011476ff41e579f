#define safe __attribute__((safe))

struct pane { int w, h; };

extern void log_it(void); extern void *find(void);

static int area(void)
{	struct pane *p = find();
	if (!p)
		log_it();
	return p->w * p->h;
}

/*
 * check-name: warn-null: one report per fault: the second dereference on the same path is silent
 *
 * check-error-start
warn-null-once.c:11:17: warning: dereference of 'p', which may be NULL
warn-null-once.c:9:14:     'p' is NULL on one side of this test
 * check-error-end
 */
