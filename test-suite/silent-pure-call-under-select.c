#define safe __attribute__((safe))
#define NULL ((void *)0)

extern char *find(const char *safe s, const char *safe what) __attribute__((pure));

static char *after(char *p)
{
	return p ? find(p, ": ") : NULL;
}

/*
 * check-name: a pure call that sparse makes unconditional is checked under its condition
 */
