#define safe __attribute__((safe))
struct pane { const char *name; };
struct cmd_info { const char *key; struct pane *home safe; };
extern struct pane *lookup(const char *k);
extern void fill(struct cmd_info *ci safe);
extern int run(const char *name safe);

static int get_info(struct cmd_info *ci safe, const char *a)
{
	if (a) {
		struct pane *h = lookup(a);

		if (!h)
			return 0;
		ci->home = h;
	}
	ci->key = "k";
	return 1;
}

int direct_call(const char *a)
{
	struct cmd_info ci;

	fill(&ci);
	if (!ci.home->name)
		return -1;
	if (!get_info(&ci, a))
		return -1;
	return run(ci.home->name);
}

/*
 * check-name: warn: the same callee, storing the field whatever it held
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-field-store-unreached.c:30:20: warning: passing 'ci.home->name', not proven non-NULL, as safe argument 1 of 'run'
warn-field-store-unreached.c:28:22:     'ci.home->name' was reloaded after this call
 * check-error-end
 */
