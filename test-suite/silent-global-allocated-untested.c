/*
 * The twins of warn-global-allocated-untested.c: the global is tested by
 * the caller after the call; or the function that allocates it tests it
 * and says so by what it returns, which its caller tests; or it ends the
 * program where the allocation failed.
 */
extern void *malloc(unsigned long size) __attribute__((malloc));
extern void abort(void) __attribute__((noreturn));

struct table {
	int size;
};

static struct table *table;

static void init(void)
{
	table = malloc(sizeof(*table));
}

int table_size(void);
int table_size(void)
{
	init();
	if (!table)
		return -1;
	return table->size;
}

static int init_checked(void)
{
	table = malloc(sizeof(*table));
	if (!table)
		return -1;
	return 0;
}

int checked_size(void);
int checked_size(void)
{
	if (init_checked() < 0)
		return -1;
	return table->size;
}

static void init_or_abort(void)
{
	table = malloc(sizeof(*table));
	if (!table)
		abort();
}

int sure_size(void);
int sure_size(void)
{
	init_or_abort();
	return table->size;
}

/*
 * check-name: silent: a global allocated by a function of the file is tested by someone before it is used
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
