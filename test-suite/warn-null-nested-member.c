#define safe __attribute__((safe))

struct size { int w, h; };
struct pane { int id; struct size sz; };

extern void log_it(void); extern void *find(void);

static int height(void)
{	struct pane *p = find();
	if (!p)
		log_it();
	return p->sz.h;
}

/*
 * check-name: warn-null: p->a.b read through a pointer that may be NULL
 *
 * check-error-start
warn-null-nested-member.c:12:21: warning: dereference of 'p', which may be NULL
warn-null-nested-member.c:10:14:     'p' is NULL on one side of this test
 * check-error-end
 */
