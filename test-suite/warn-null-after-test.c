#define safe __attribute__((safe))

extern void log_it(void);

static int get(int *p)
{
	if (!p)
		log_it();
	return *p;
}

/*
 * check-name: warn-null: a pointer dereferenced after a test that let NULL through
 *
 * check-error-start
 * check-error-end
 */
