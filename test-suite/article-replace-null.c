#define safe __attribute__((safe))

static void clear(int *p, int *safe safe_pointer)
{
	if (!p)
		p = safe_pointer;
	*p = 0;
}

/*
 * check-name: article: if (!p) p = safe_pointer; *p = 0; is safe, even in strict mode
 * check-command: sparse -Wsafe $file
 */
