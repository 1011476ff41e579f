#define safe __attribute__((safe))

#define DEPTH(p) ((p)->depth)

struct pane { int depth; };

extern void log_it(void); extern void *find(void);

static int depth(void)
{	struct pane *p = find();
	if (!p)
		log_it();
	return DEPTH(p);
}

/*
 * check-name: warn-null: a dereference made by the project's own macro is reported
 *
 * check-error-start
warn-null-project-macro.c:13:16: warning: dereference of 'p', which may be NULL
warn-null-project-macro.c:11:14:     'p' is NULL on one side of this test
 * check-error-end
 */
