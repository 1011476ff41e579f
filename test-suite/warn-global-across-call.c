#define safe __attribute__((safe))
struct pane { int x; };
extern struct pane *safe mk(void);
extern struct pane *lookup(void);
extern void other(void);
extern void take(struct pane **pp);
void use(struct pane *p safe);

/* a function of the file stores NULL in the static: the call may be it */
static struct pane *g1;
void set1(void) { g1 = mk(); }
void clear1(void) { g1 = (void *)0; }
void f1(void)
{
	if (!g1)
		return;
	clear1();
	use(g1);
}

/* the file assigns the extern variable a value that may be NULL */
extern struct pane *g2;
void set2(void) { g2 = lookup(); }
void f2(void)
{
	if (!g2)
		return;
	other();
	use(g2);
}

/* the call is given the static's address: it may store NULL there */
static struct pane *g3;
void f3(void)
{
	if (!g3)
		return;
	take(&g3);
	use(g3);
}

/* with nothing in between, the test still proves it */
void f4(void)
{
	if (!g1)
		return;
	use(g1);
}

/*
 * check-name: a global that the file may make NULL is forgotten at a call
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-global-across-call.c:18:13: warning: passing 'g1', not proven non-NULL, as safe argument 1 of 'use'
warn-global-across-call.c:17:15:     'g1' is NULL after this call: clear1() leaves it NULL
warn-global-across-call.c:29:13: warning: passing 'g2', not proven non-NULL, as safe argument 1 of 'use'
warn-global-across-call.c:28:14:     'g2' was reloaded after this call
warn-global-across-call.c:39:13: warning: passing 'g3', not proven non-NULL, as safe argument 1 of 'use'
warn-global-across-call.c:38:13:     'g3' was reloaded after this call
 * check-error-end
 */
