#define safe __attribute__((safe))
struct pane { int x; };
struct cmd_info { const char *key; struct pane *home; };
extern struct pane *lookup(const char *k);
extern int run(struct pane *p safe);

static int get_info(struct cmd_info *ci safe, const char *a)
{
	if (a && ci->home) {
		ci->home = lookup(a);
		return 1;
	}
	ci->key = "k";
	return 1;
}

int direct_call(struct pane *home safe, const char *a)
{
	struct cmd_info ci = { .key = "x" };

	ci.home = home;
	if (!get_info(&ci, a))
		return -1;
	return run(ci.home);
}

/*
 * check-name: warn: the same callee, storing the field where the test found it not NULL
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-field-fills-if-empty.c:24:20: warning: passing 'ci.home', not proven non-NULL, as safe argument 1 of 'run'
warn-field-fills-if-empty.c:22:22:     'ci.home' was reloaded after this call
 * check-error-end
 */
