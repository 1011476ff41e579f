#define safe __attribute__((safe))

#define DEPTH(p) ((p)->depth)

struct pane { int depth; };

extern void log_it(void);

static int depth(struct pane *p)
{
	if (!p)
		log_it();
	return DEPTH(p);
}

/*
 * check-name: warn-null: a dereference made by the project's own macro is reported
 *
 * check-error-start
 * check-error-end
 */
