/*
 * The twins of silent-global-proven-store.c: one store of the file that
 * the solver cannot prove non-NULL, and the proof goes at a call.
 */
#define safe __attribute__((safe))
struct pane { int x; };
extern struct pane *make(void);
extern void other(int sig);
void use(struct pane *p safe);

/* the store is not tested: make() may return NULL */
static struct pane *editor;

static void catch(int sig)
{
	if (!editor)
		return;
	other(sig);
	use(editor);
}

struct pane *editor_new(void)
{
	struct pane *ed = make();

	other(1);
	catch(2);
	editor = ed;
	return ed;
}

/* one store is proven, the other is not */
static struct pane *cur;

void set_cur(struct pane *p)
{
	if (p)
		cur = p;
}

void reset_cur(void)
{
	cur = make();
}

void show_cur(void)
{
	if (!cur)
		return;
	other(4);
	use(cur);
}

/* a function's own static, later stored what may be NULL */
struct pane *converted(void)
{
	static struct pane *last;
	struct pane *cvt = make();

	if (!last)
		return cvt;
	other(3);
	use(last);
	last = cvt;
	return cvt;
}

/*
 * check-name: a global with a store the solver cannot prove is forgotten at a call
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-global-unproven-store.c:19:13: warning: passing 'editor', not proven non-NULL, as safe argument 1 of 'use'
warn-global-unproven-store.c:18:14:     'editor' was reloaded after this call
warn-global-unproven-store.c:51:13: warning: passing 'cur', not proven non-NULL, as safe argument 1 of 'use'
warn-global-unproven-store.c:50:14:     'cur' was reloaded after this call
warn-global-unproven-store.c:63:13: warning: passing 'last', not proven non-NULL, as safe argument 1 of 'use'
warn-global-unproven-store.c:62:14:     'last' was reloaded after this call
 * check-error-end
 */
