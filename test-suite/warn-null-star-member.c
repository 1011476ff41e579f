#define safe __attribute__((safe))

struct pane { int w, h; };

extern void log_it(void); extern void *find(void);

static void grow(void)
{	struct pane *p = find();
	if (!p)
		log_it();
	(*p).h = 10;
}

/*
 * check-name: warn-null: (*p).f written through a pointer that may be NULL
 *
 * check-error-start
warn-null-star-member.c:11:13: warning: dereference of 'p', which may be NULL
warn-null-star-member.c:9:14:     'p' is NULL on one side of this test
 * check-error-end
 */
