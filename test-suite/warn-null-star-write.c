#define safe __attribute__((safe))

extern void log_it(void); extern void *find(void);

static void clear(void)
{	int *p = find();
	if (!p)
		log_it();
	*p = 0;
}

/*
 * check-name: warn-null: *p written through a pointer that may be NULL
 *
 * check-error-start
warn-null-star-write.c:9:9: warning: dereference of 'p', which may be NULL
warn-null-star-write.c:7:14:     'p' is NULL on one side of this test
 * check-error-end
 */
