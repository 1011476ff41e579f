#define CHECKED(p, what)	((p) ? (what) : -1)
#define OR_NULL(c, p)		((c) ? (p) : (void *)0)

struct item { int key; };
extern void *find(void);
static int key_of(int ok)
{	struct item *it = find();
	struct item *p = OR_NULL(ok, it);	/* the macro's NULL: its own */
	int k = CHECKED(it, it->key);		/* 'it' tested by the caller's argument */

	return k + it->key + (p != (void *)0);
}

static int written_out(struct item *it, int ok)
{
	struct item *p = ok ? it : (struct item *)0;

	return p->key;
}

/*
 * check-name: warn: a test in a macro's arguments is the caller's; a NULL written out is too
 *
 * check-error-start
warn-macro-argument-evidence.c:11:22: warning: dereference of 'it', which may be NULL
warn-macro-argument-evidence.c:9:17:     'it' is NULL on one side of this test
warn-macro-argument-evidence.c:18:17: warning: dereference of 'p', which may be NULL
warn-macro-argument-evidence.c:16:26:     'p' is NULL on one side of this test
 * check-error-end
 */
