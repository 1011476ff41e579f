#define safe __attribute__((safe))

struct pane { int depth; };

extern struct pane *find_pane(int id);

static int focus_depth(int id)
{
	struct pane *focus safe;

	focus = find_pane(id);
	return focus->depth;
}

/*
 * check-name: article: struct pane *focus safe; is checked where it is written
 *
 * check-error-start
article-focus-assign.c:11:15: warning: assignment of 'find_pane()', not proven non-NULL, to safe 'focus'
 * check-error-end
 */
