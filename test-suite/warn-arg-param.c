#define safe __attribute__((safe))

extern int depth(const char *safe name);

static int measure(const char *name)
{
	return depth(name);
}

/*
 * check-name: warn-arg: an unannotated parameter passed as a safe argument
 *
 * check-error-start
warn-arg-param.c:7:22: warning: passing 'name', not proven non-NULL, as safe argument 1 of 'depth'
 * check-error-end
 */
