#define NULL ((void *)0)

extern void __assert_fail(const char *e, const char *file, unsigned int line,
			  const char *fn) __attribute__((noreturn));
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

struct slot { int v; };
struct obj { int n; struct slot s[8]; };

// NULL where the object is empty, whatever the caller passes for i
static struct slot *get_slot(struct obj *o, int i)
{
	assert(i == -1 || (i >= 0 && i < 8));
	if (i == -1 || o->n == 0)
		return NULL;
	return &o->s[i];
}

int first(struct obj *o)
{
	return get_slot(o, 0)->v;
}

// a caller that tests what it returns: the file expects its NULL
int present(struct obj *o)
{
	if (!get_slot(o, 0))
		return 0;
	return 1;
}

/*
 * check-name: warn: a NULL returned where what the object holds decides, not only a parameter, may come back to any caller
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-summary-null-not-decided-by-caller.c:21:30: warning: dereference of 'get_slot()', which may be NULL
warn-summary-null-not-decided-by-caller.c:15:24:     'get_slot()' is NULL where get_slot() returns this
 * check-error-end
 */
