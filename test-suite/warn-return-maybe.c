#define safe __attribute__((safe))

struct pane { int id; };

extern void log_it(void);

static struct pane *safe must(struct pane *p)
{
	if (!p)
		log_it();
	return p;
}

/*
 * check-name: warn-return: a pointer that may be NULL after a test returned from a safe function
 *
 * check-error-start
warn-return-maybe.c:11:16: warning: returning 'p', not proven non-NULL, from safe 'must'
warn-return-maybe.c:9:14:     'p' is NULL on one side of this test
 * check-error-end
 */
