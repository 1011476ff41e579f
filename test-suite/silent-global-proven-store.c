/*
 * A static assigned only values the solver proves non-NULL, though not
 * by their form: its proof survives a call.  The function that loads it
 * comes before the one that stores it; a function's own static is
 * proven by the function's own test.
 */
#define safe __attribute__((safe))
struct pane { int x; };
extern struct pane *make(void);
extern void other(int sig);
void use(struct pane *p safe);

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

	if (!ed)
		return (void *)0;
	other(1);
	catch(2);
	editor = ed;
	return ed;
}

struct pane *converted(void)
{
	static struct pane *last;
	struct pane *cvt = make();

	if (!cvt)
		return (void *)0;
	last = cvt;
	other(3);
	return last;
}

void show_converted(void)
{
	struct pane *p = converted();

	if (p)
		use(p);
}

/*
 * check-name: a global whose every store the solver proves non-NULL keeps its proof across calls
 * check-command: sparse -Wno-decl $file
 */
