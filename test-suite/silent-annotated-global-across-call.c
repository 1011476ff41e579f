/*
 * A global's proof survives a call that cannot make it NULL: every store
 * to g1 in the file is non-NULL, and the calls are to other files.
 * Silent: the sites of this shape were 87% of the false warnings.
 */
#define safe __attribute__((safe))
struct pane { int x; };
extern struct pane *safe mk(void);
extern void other(void);
void use(struct pane *p safe);
static struct pane *g1;
void set1(void) { g1 = mk(); }
void f1(void)
{
	if (!g1)
		return;
	other();
	use(g1);
}
void f2(void)
{
	g1 = mk();
	use(g1);
	use(g1);
}

/* an extern variable that no code of the file assigns: another file's
 * stores are not looked for (sparse-safe(1)) */
extern struct pane *g3;
void f3(void)
{
	if (!g3)
		return;
	other();
	use(g3);
}

/* a function's own static, assigned only what is non-NULL */
void f4(void)
{
	static struct pane *cache;

	if (!cache)
		cache = mk();
	other();
	use(cache);
}

/* its address given to a function once: a later call is not given it,
 * and what is stored through a pointer is not looked for (sparse-safe(1)) */
extern void take(struct pane **pp);
static struct pane *g5;
void f5(void)
{
	take(&g5);
	if (!g5)
		return;
	other();
	use(g5);
}

/*
 * check-name: a global that no assignment of the file makes NULL keeps its proof across calls (annotated global_across_call.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
