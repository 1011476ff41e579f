/* callees defined further down the file, used as they ask: no warning */
#include <stdlib.h>

struct item { int v; };
static struct item *lookup(int key);
static int count(struct item *it);
static struct item *xmalloc_item(void);

int first(int key)
{
	struct item *it = lookup(key);

	if (!it)
		return -1;
	return it->v;
}

int second(struct item *it)
{
	return count(it) + count((void *)0);	/* count() tests it first */
}

int third(void)
{
	return xmalloc_item()->v;		/* never NULL: it aborts */
}

static struct item table[4];

static struct item *lookup(int key)
{
	if (key < 0 || key >= 4)
		return (void *)0;
	return &table[key];
}

static int count(struct item *it)
{
	if (!it)
		return 0;
	return it->v;
}

static struct item *xmalloc_item(void)
{
	struct item *it = malloc(sizeof(*it));

	if (!it)
		abort();
	it->v = 0;
	return it;
}

/* a recursion: the call that closes it has no summary */
static int even(int n);
static int odd(int n)
{
	return n ? even(n - 1) : 0;
}

static int even(int n)
{
	return n ? odd(n - 1) : 1;
}

int parity(int n)
{
	return odd(n) + even(n);
}

/* a helper further down that never returns ends the path */
extern void exit(int) __attribute__((noreturn));
static void fail(const char *why);

int fourth(struct item *it)
{
	if (!it)
		fail("no item");
	return it->v;
}

static void fail(const char *why)
{
	exit(1);
}

/*
 * check-name: callees defined further down the file, used as their summaries ask
 * check-command: sparse -Wno-decl $file
 */
