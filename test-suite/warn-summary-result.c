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

int value(int key)
{
	struct item *it = get(key);

	return it->val;
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

extern void show(struct item *__attribute__((safe)) it);
void show_key(int key)
{
	show(get(key));
}

/*
 * check-name: warn: the result of a function of the file that returns NULL, used untested, with a note at its return NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-summary-result.c:29:18: warning: dereference of 'it', which may be NULL
warn-summary-result.c:13:16:     'it' is NULL where get() returns this
warn-summary-result.c:47:14: warning: passing 'get()', not proven non-NULL, as safe argument 1 of 'show'
warn-summary-result.c:13:16:     'get()' is NULL where get() returns this
 * check-error-end
 */
