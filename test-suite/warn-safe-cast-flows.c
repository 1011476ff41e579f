#define safe __attribute__((safe))
#define NULL ((void *)0)
struct obj { char *safe name; };
static struct obj o = { .name = (void *safe)NULL };
static char *safe const gp = (char *safe)0;
extern char *maybe(void);
extern void use(char *s safe);
int k = sizeof((void *safe)0);
void f(void)
{
	char *p = (char *safe)NULL;	/* a waiver, kept in a plain local */
	use(p);
}
void g(void)
{
	char *p = maybe();
	use(p);				/* no cast: not proven */
}
void h(void)
{
	char *p = maybe();

	if (!p)
		use((char *safe)p);	/* asserts what the test says is NULL */
}

/*
 * check-name: a cast to safe makes its value non-NULL where it flows; a value not cast, or cast where a test says NULL, still warns
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-safe-cast-flows.c:17:13: warning: passing 'p', not proven non-NULL, as safe argument 1 of 'use'
warn-safe-cast-flows.c:24:33: warning: cast of 'maybe()', which may be NULL, to a safe pointer
warn-safe-cast-flows.c:23:14:     'maybe()' is NULL on one side of this test
 * check-error-end
 */
