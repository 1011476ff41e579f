#define safe __attribute__((safe))
#define NULL ((void *)0)

extern int *find(int key);
extern void log_it(void);

static int get(int key)
{
	int *p;

	if (key)
		p = find(key);
	else
		p = NULL;
	log_it();
	return *p;
}

/*
 * check-name: warn-null: a pointer set to NULL on the else branch, then dereferenced, with the note at the assignment
 *
 * check-error-start
warn-null-assigned-else.c:16:16: warning: dereference of 'p', which may be NULL
warn-null-assigned-else.c:14:21:     'p' is NULL from here
 * check-error-end
 */
