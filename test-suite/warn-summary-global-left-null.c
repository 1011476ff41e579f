#define NULL ((void *)0)

struct conf { int verbose; };

static struct conf *conf;
struct conf *shared;

static void reset(void)
{
	conf = NULL;
}

// on every return: the test only decides which store
static void drop(int hard)
{
	if (hard)
		shared = NULL;
	else
		shared = NULL;
}

int verbose(void)
{
	reset();
	return conf->verbose;
}

int shared_verbose(void)
{
	drop(1);
	return shared->verbose;
}

/*
 * check-name: warn: a function of the file that leaves a global NULL on every return: the global is NULL after a call of it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-summary-global-left-null.c:25:20: warning: dereference of 'conf', which may be NULL
warn-summary-global-left-null.c:24:14:     'conf' is NULL after this call: reset() leaves it NULL
warn-summary-global-left-null.c:31:22: warning: dereference of 'shared', which may be NULL
warn-summary-global-left-null.c:30:13:     'shared' is NULL after this call: drop() leaves it NULL
 * check-error-end
 */
