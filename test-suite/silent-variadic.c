#define safe __attribute__((safe))
#define NULL ((void *)0)

extern int log_fmt(const char *safe fmt, ...);

static void report(const char *name)
{
	log_fmt("%p %s", NULL, name);
}

/*
 * check-name: silent: the variadic part of a call to a function with a safe parameter is not checked
 */
