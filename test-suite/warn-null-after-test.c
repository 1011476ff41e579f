#define safe __attribute__((safe))

extern void log_it(void); extern void *find(void);

static int get(void)
{	int *p = find();
	if (!p)
		log_it();
	return *p;
}

/*
 * check-name: warn-null: a pointer dereferenced after a test that let NULL through
 *
 * check-error-start
warn-null-after-test.c:9:16: warning: dereference of 'p', which may be NULL
warn-null-after-test.c:7:14:     'p' is NULL on one side of this test
 * check-error-end
 */
