#define safe __attribute__((safe))

struct pane { int w, h; };

extern void log_it(void); extern void *find(void);

static int width(void)
{	struct pane *p = find();
	if (!p)
		log_it();
	return p->w;
}

/*
 * check-name: warn-null: p->f read through a pointer that may be NULL
 *
 * check-error-start
warn-null-member-read.c:11:17: warning: dereference of 'p', which may be NULL
warn-null-member-read.c:9:14:     'p' is NULL on one side of this test
 * check-error-end
 */
