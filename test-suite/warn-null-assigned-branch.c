#define safe __attribute__((safe))
#define NULL ((void *)0)

extern void log_it(void);

static int get(int c, int *q)
{
	int *p = q;

	if (c) {
		log_it();
		p = NULL;
	}
	return *p;
}

/*
 * check-name: dereference of a pointer set to NULL in one branch: the note is at the if
 *
 * check-error-start
warn-null-assigned-branch.c:14:16: warning: dereference of 'p', which may be NULL
warn-null-assigned-branch.c:10:13:     'p' is NULL on one side of this test
 * check-error-end
 */
