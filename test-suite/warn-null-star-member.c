#define safe __attribute__((safe))

struct pane { int w, h; };

extern void log_it(void);

static void grow(struct pane *p)
{
	if (!p)
		log_it();
	(*p).h = 10;
}

/*
 * check-name: warn-null: (*p).f written through a pointer that may be NULL
 *
 * check-error-start
 * check-error-end
 */
