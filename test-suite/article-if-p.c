#define safe __attribute__((safe))

static void clear(int *p)
{
	if (p)
		*p = 0;
}

/*
 * check-name: article: if (p) *p = 0; is safe, even in strict mode
 * check-command: sparse -Wsafe $file
 */
