#define safe __attribute__((safe))

static int has(char *safe s)
{
	char *r = s;

	if (r)
		return 1;
	return 0;
}

/*
 * check-name: silent: testing a plain local that holds a copy of a safe parameter is not testing a safe pointer
 */
