#define safe __attribute__((safe))

extern void log_it(void);
extern int *find(void);

static int get(void)
{
	int *p = find();

	if (!p)
		log_it();
	return *p;
}

/*
 * check-name: warn-null: -Wsparse-error makes a nullness warning an error, and the exit status 1
 * check-command: sparse -Wsparse-error $file
 * check-exit-value: 1
 *
 * check-error-start
warn-null-sparse-error.c:12:16: error: dereference of 'p', which may be NULL
warn-null-sparse-error.c:10:14:     'p' is NULL on one side of this test
 * check-error-end
 */
