#define safe __attribute__((safe))
#define NULL ((void *)0)

extern int depth(const char *safe name);
extern const char *lookup(int key);

static int measure(int key)
{
	const char *name;

	if (key > 0)
		name = lookup(key);
	else
		name = NULL;
	return depth(name);
}

/*
 * check-name: warn-arg: a pointer set to NULL on one branch passed as a safe argument, with the note at the assignment
 *
 * check-error-start
warn-arg-null-branch.c:15:22: warning: passing 'name', not proven non-NULL, as safe argument 1 of 'depth'
warn-arg-null-branch.c:14:24:     'name' is NULL from here
 * check-error-end
 */
