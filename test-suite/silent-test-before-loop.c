#define safe __attribute__((safe))

static int sum(const int *v, int n)
{
	int i, s = 0;

	if (!v)
		return 0;
	for (i = 0; i < n; i++)
		s += v[i];
	return s;
}

/*
 * check-name: silent: a pointer tested before a loop stays proven inside it, even in strict mode
 * check-command: sparse -Wsafe $file
 */
