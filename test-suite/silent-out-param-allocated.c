/*
 * The twin of warn-out-param-allocated.c: the callee tests the
 * allocation before it stores it, or returns whether it failed, or puts
 * something else there where it failed; or the caller tests the variable
 * after the call: nothing is reported.
 */
extern void *malloc(unsigned long size) __attribute__((malloc));

struct item {
	int n;
};

static struct item fallback;

static int get_tested(struct item **out)
{
	struct item *p = malloc(sizeof(*p));

	if (!p)
		return -1;
	*out = p;
	return 0;
}

static int get_told(struct item **out)
{
	*out = malloc(sizeof(**out));
	return *out != (void *)0;
}

static void get_or_fallback(struct item **out)
{
	*out = malloc(sizeof(**out));
	if (!*out)
		*out = &fallback;
}

static int get(struct item **out)
{
	*out = malloc(sizeof(**out));
	return 0;
}

int callee_tests(void)
{
	struct item *p;

	if (get_tested(&p))
		return -1;
	return p->n;
}

int callee_tells(void)
{
	struct item *p;

	if (!get_told(&p))
		return -1;
	return p->n;
}

int callee_falls_back(void)
{
	struct item *p;

	get_or_fallback(&p);
	return p->n;
}

int caller_tests(void)
{
	struct item *p;

	get(&p);
	if (!p)
		return -1;
	return p->n;
}

/*
 * check-name: silent: the allocation a callee stores through a parameter, tested
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
