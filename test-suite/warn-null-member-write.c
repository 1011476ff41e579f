#define safe __attribute__((safe))
#define NULL ((void *)0)

struct pane { int w, h; };

extern void log_it(void); extern void *find(void);

static void resize(int w)
{	struct pane *p = find();
	if (p != NULL)
		log_it();
	p->w = w;
}

/*
 * check-name: warn-null: p->f written through a pointer that may be NULL
 *
 * check-error-start
warn-null-member-write.c:12:10: warning: dereference of 'p', which may be NULL
warn-null-member-write.c:10:18:     'p' is NULL on one side of this test
 * check-error-end
 */
