#define safe __attribute__((safe))

extern int depth(const char *safe name);
extern void log_it(void);

static int measure(const char *name)
{
	if (!name)
		log_it();
	return depth(name);
}

/*
 * check-name: warn-arg: a pointer that may be NULL passed as a safe argument, with the note at the test
 *
 * check-error-start
warn-arg-maybe.c:10:22: warning: passing 'name', not proven non-NULL, as safe argument 1 of 'depth'
warn-arg-maybe.c:8:14:     'name' is NULL on one side of this test
 * check-error-end
 */
