#define safe __attribute__((safe))

struct pane {
	int safe *bad;
	int safe depth;
	struct { char safe *name; } label;
	struct pane *safe parent;
};

extern int safe *global_bad;
extern int *safe global_good;
static int safe *file_bad;

static int depth(struct pane *p)
{
	return p->parent->depth + (file_bad != (void *)0);
}

/*
 * check-name: misplaced 'safe' on globals and structure members, once each
 *
 * check-error-start
warn-test-misplaced-global-field.c:4:18: warning: 'safe' before the '*' marks what 'bad' points to, not the pointer
warn-test-misplaced-global-field.c:5:18: warning: 'safe' on 'depth', which is not a pointer
warn-test-misplaced-global-field.c:6:28: warning: 'safe' before the '*' marks what 'name' points to, not the pointer
warn-test-misplaced-global-field.c:12:17: warning: 'safe' before the '*' marks what 'file_bad' points to, not the pointer
warn-test-misplaced-global-field.c:10:17: warning: 'safe' before the '*' marks what 'global_bad' points to, not the pointer
 * check-error-end
 */
