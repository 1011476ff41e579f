#define safe __attribute__((safe))

extern void log_it(void); extern void *find(void);

static int get(int i)
{	int *p = find();
	if (!p)
		log_it();
	return p[i];
}

/*
 * check-name: warn-null: p[i] read through a pointer that may be NULL
 *
 * check-error-start
warn-null-index.c:9:17: warning: dereference of 'p', which may be NULL
warn-null-index.c:7:14:     'p' is NULL on one side of this test
 * check-error-end
 */
