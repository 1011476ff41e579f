#define NULL ((void *)0)
extern void abort(void) __attribute__((noreturn));
struct item { int key, val; struct item *next; };
static struct item *table;

static struct item *get(int key)
{
	struct item *it;

	for (it = table; it; it = it->next)
		if (it->key == key)
			return it;
	return NULL;
}

static struct item *must(int key)
{
	struct item *it = get(key);

	if (!it)
		abort();
	return it;
}

int value_checked(int key)
{
	struct item *it = get(key);

	return it ? it->val : -1;
}

int value_must(int key)
{
	return must(key)->val;
}

/*
 * check-name: silent: the result of a function of the file that returns NULL, tested; a wrapper that aborts is non-NULL by its summary
 * check-command: sparse -Wno-decl $file
 */
