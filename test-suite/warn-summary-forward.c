/* callees defined further down the file: their summaries are used */
struct item { int v; };
static struct item *lookup(int key);
static int use_count(struct item *it);

extern int next_key(void);

int first(void)
{
	struct item *it = lookup(next_key());

	return it->v;			/* lookup() returns NULL for some keys */
}

int second(void)
{
	return use_count((void *)0);	/* use_count() dereferences it */
}

static struct item table[4];

static struct item *lookup(int key)
{
	if (key < 0 || key >= 4)
		return (void *)0;
	return &table[key];
}

static int use_count(struct item *it)
{
	return it->v;
}

static int even(int n);
static int odd(int n) { return n ? even(n - 1) : 0; }
static int even(int n) { return n ? odd(n - 1) : 1; }
int parity(int n) { return odd(n) + even(n); }

/* a helper further down that returns does not end the path */
static void complain(const char *why);
extern void *find(void);
int fourth(void)
{	struct item *it = find();
	if (!it)
		complain("no item");
	return it->v;
}

static int complaints;
static void complain(const char *why)
{
	complaints++;
}

/* a caller of a function that waits for one further down waits too */
static int late(struct item *it);

static int mid(struct item *it)
{
	int n = it->v;

	return n + late(it);
}

int top(void)
{
	return mid((void *)0);
}

static int late(struct item *it)
{
	return it ? 1 : 0;
}

/* a caller that tests what lookup() returns: the file expects its NULL */
int known(int key)
{
	return lookup(key) ? 1 : 0;
}

/*
 * check-name: callees defined further down the file: their summaries are used (a result NULL on some path, a parameter dereferenced)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-summary-forward.c:12:18: warning: dereference of 'it', which may be NULL
warn-summary-forward.c:25:25:     'it' is NULL where lookup() returns this
warn-summary-forward.c:17:27: warning: passing NULL as argument 1 of 'use_count', which dereferences it
warn-summary-forward.c:31:16:     'use_count' dereferences it here
warn-summary-forward.c:46:18: warning: dereference of 'it', which may be NULL
warn-summary-forward.c:44:14:     'it' is NULL on one side of this test
warn-summary-forward.c:67:21: warning: passing NULL as argument 1 of 'mid', which dereferences it
warn-summary-forward.c:60:17:     'mid' dereferences it here
 * check-error-end
 */
