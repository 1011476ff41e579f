#define safe __attribute__((safe))

struct pane { int id; };

extern struct pane *find_pane(const char *safe name);
extern void show(struct pane *safe p);

static void show_named(void)
{
	show(find_pane("main"));
}

/*
 * check-name: warn-arg: an unannotated function's result passed as a safe argument
 *
 * check-error-start
warn-arg-call-result.c:10:14: warning: passing 'find_pane()', not proven non-NULL, as safe argument 1 of 'show'
 * check-error-end
 */
