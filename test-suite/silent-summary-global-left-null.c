#define NULL ((void *)0)

struct conf { int verbose; };

extern struct conf *load(void);

static struct conf *conf;
struct conf *shared;

static void reset(void)
{
	conf = NULL;
}

// NULL on one return only
static void maybe_drop(int hard)
{
	if (hard)
		shared = NULL;
	else
		shared = load();
}

int verbose(void)
{
	reset();
	conf = load();
	if (!conf)
		return 0;
	return conf->verbose;
}

int retested(void)
{
	reset();
	if (!conf)
		return 0;
	return conf->verbose;
}

int shared_verbose(void)
{
	maybe_drop(1);
	return shared->verbose;
}

/*
 * check-name: silent: a global left NULL by a call, assigned again or tested before it is used; one left NULL on some returns only is not known NULL
 * check-command: sparse -Wno-decl $file
 */
