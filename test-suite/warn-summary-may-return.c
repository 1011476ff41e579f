#define NULL ((void *)0)

extern void *malloc(unsigned long n) __attribute__((malloc));
extern void exit(int status) __attribute__((noreturn));

static void die(const char *msg)
{
	exit(1);
}

// returns where 'hard' is 0
static void complain(const char *msg, int hard)
{
	if (hard)
		die(msg);
}

static void *xmalloc(unsigned long n)
{
	void *p = malloc(n);

	if (p)
		return p;
	complain("out of memory", 0);
	return NULL;
}

int use(void)
{
	int *a = xmalloc(4);

	return *a;
}

/*
 * check-name: warn: a function of the file that calls one that never returns on some paths only may return: the NULL after it is returned
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-summary-may-return.c:32:16: warning: dereference of 'a', which may be NULL
warn-summary-may-return.c:25:16:     'a' is NULL where xmalloc() returns this
 * check-error-end
 */
