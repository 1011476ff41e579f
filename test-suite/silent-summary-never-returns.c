#define NULL ((void *)0)

extern void *malloc(unsigned long n) __attribute__((malloc));
extern void exit(int status) __attribute__((noreturn));

static void die(const char *msg)
{
	exit(1);
}

// never returns either: each path calls die()
static void fatal(const char *msg, int code)
{
	if (code)
		die(msg);
	die("fatal");
}

static void *xmalloc(unsigned long n)
{
	void *p = malloc(n);

	if (p)
		return p;
	die("out of memory");
	return NULL;	// not reached
}

static void *ymalloc(unsigned long n)
{
	void *p = malloc(n);

	if (p != NULL)
		return p;
	fatal("out of memory", 0);
	return NULL;	// not reached
}

int use(void)
{
	int *a = xmalloc(4), *b = ymalloc(4);

	return *a + *b;
}

/*
 * check-name: silent: a function of the file that calls one that never returns, on every path, never returns: the NULL after it is not returned
 * check-command: sparse -Wno-decl $file
 */
