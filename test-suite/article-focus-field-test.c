#define safe __attribute__((safe))

struct pane { int depth; };
struct editor { struct pane *focus safe; };

static int focus_depth(struct editor *safe ed)
{
	if (ed->focus)
		return ed->focus->depth;
	return 0;
}

/*
 * check-name: article: a field declared struct pane *focus safe; is tested for NULL
 *
 * check-error-start
article-focus-field-test.c:8:15: warning: testing safe 'ed->focus' for NULL
 * check-error-end
 */
