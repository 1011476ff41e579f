#define NULL ((void *)0)

struct item { int key; struct item *next; };

extern void *malloc(unsigned long size) __attribute__((malloc));

static struct item *head;

void add(struct item *it)
{
	it->next = head;
	head = it;
}

// NULL when the key is not there
static struct item *find(int key)
{
	struct item *it;

	for (it = head; it; it = it->next)
		if (it->key == key)
			return it;
	return NULL;
}

int first(int key)
{
	return find(key)->key;
}

// further down, a caller that tests it: the file expects the NULL
int has(int key)
{
	struct item *it;

	it = find(key);
	if (it == NULL)
		return 0;
	return 1;
}

// NULL when the allocation fails: no caller tests it, and it counts
static struct item *make(int key)
{
	struct item *it = malloc(sizeof(*it));

	if (!it)
		return NULL;
	it->key = key;
	return it;
}

int made(int key)
{
	return make(key)->key;
}

/*
 * check-name: warn: the result of a function of the file that may return NULL, where another caller tests it, or where the function allocates
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-result-tested-elsewhere.c:28:25: warning: dereference of 'find()', which may be NULL
warn-result-tested-elsewhere.c:23:16:     'find()' is NULL where find() returns this
warn-result-tested-elsewhere.c:55:25: warning: dereference of 'make()', which may be NULL
warn-result-tested-elsewhere.c:48:24:     'make()' is NULL where make() returns this
 * check-error-end
 */
