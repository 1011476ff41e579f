/*
 * A tree of its own, whose error pointers are the last 255 values, and
 * whose helpers have other names: read from what they compile to.
 */
#define FAIL_MAX	255

static inline void *mk_fail(long code)
{
	return (void *)code;
}

static inline int is_fail(const void *p)
{
	return (unsigned long)p > (unsigned long)-FAIL_MAX - 1;
}

struct item { int weight; };
extern struct item *item_new(void);

static struct item *item_make(void)
{
	struct item *it = item_new();

	return it ? it : mk_fail(-12);
}

int weight(void)
{
	struct item *it = item_make();

	if (!it)
		return 0;
	return it->weight;
}

int weight_checked(void)
{
	struct item *it = item_make();

	if (is_fail(it))
		return 0;
	return it->weight;
}

int weight_unchecked(void)
{
	return item_make()->weight;
}

/*
 * check-name: error pointers read from what the tree's helpers compile to, not from their names
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
err-defined-otherwise.c:31:14: warning: 'it' is tested for NULL, but item_make() returns an error pointer, not NULL, when it fails: test it with IS_ERR()
err-defined-otherwise.c:24:16:     item_make() returns an error pointer here
err-defined-otherwise.c:33:18:     the error pointer is used here
err-defined-otherwise.c:47:27: warning: dereference of 'item_make()', which may be an error pointer
err-defined-otherwise.c:47:25:     'item_make()' is the result of this item_make() call
err-defined-otherwise.c:24:16:     item_make() returns an error pointer here
 * check-error-end
 */
