#define safe __attribute__((safe))

extern int parse(const char *safe s);

static int first_arg(char **argv)
{
	return parse(argv[1]);
}

/*
 * check-name: warn-arg: argv[1] passed as a safe argument, named as written
 *
 * check-error-start
warn-arg-index.c:7:22: warning: passing 'argv[1]', not proven non-NULL, as safe argument 1 of 'parse'
 * check-error-end
 */
