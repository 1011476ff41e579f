#define safe __attribute__((safe))

extern void log_it(void);

static void clear(int *p)
{
	if (!p)
		log_it();
	*p = 0;
}

/*
 * check-name: warn-null: *p written through a pointer that may be NULL
 *
 * check-error-start
 * check-error-end
 */
