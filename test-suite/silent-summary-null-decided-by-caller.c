#define NULL ((void *)0)

extern void __assert_fail(const char *e, const char *file, unsigned int line,
			  const char *fn) __attribute__((noreturn));
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

struct slot { int v; };
struct obj { int n; struct slot s[8]; };

// NULL only for i == -1, which no caller passes: the assert() makes the
// test of i two ways into the return of NULL
static struct slot *get_slot(struct obj *o, int i)
{
	assert(i == -1 || (i >= 0 && i < o->n));
	if (i == -1)
		return NULL;
	return &o->s[i];
}

int sum(struct obj *o)
{
	int t = 0;

	for (int i = 0; i < o->n; i++)
		t += get_slot(o, i)->v;
	return t;
}

/*
 * check-name: silent: a NULL returned where a test of a parameter decides, however many ways sparse makes of the test, is the caller's to ask for
 * check-command: sparse -Wno-decl $file
 */
