#define safe __attribute__((safe))

extern void put(const char *safe s);

static char second(const char *safe s, int i)
{
	const char *t = s + 1;

	put(s + i);
	put(t - 1);
	return *t;
}

/*
 * check-name: article: pointer arithmetic on a safe pointer keeps it non-NULL
 * check-command: sparse -Wsafe $file
 */
