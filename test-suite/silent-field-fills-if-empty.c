#define safe __attribute__((safe))
struct pane { int x; };
struct cmd_info { const char *key; struct pane *home; };
extern struct pane *lookup(const char *k);
extern int run(struct pane *p safe);

static int get_info(struct cmd_info *ci safe, const char *a)
{
	if (a && !ci->home) {
		struct pane *h = lookup(a);

		if (!h)
			return 0;
		ci->home = h;
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
 * check-name: silent: a callee that stores a field only where a test found it NULL leaves the caller's non-NULL field as it was
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
