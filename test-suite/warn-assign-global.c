#define safe __attribute__((safe))

struct pane { int id; };

static struct pane *safe focus;

extern struct pane *lookup(int id);

static void set_focus(int id)
{
	focus = lookup(id);
}

/*
 * check-name: warn-assign: an unannotated function's result stored into a safe global
 *
 * check-error-start
warn-assign-global.c:11:15: warning: assignment of 'lookup()', not proven non-NULL, to safe 'focus'
 * check-error-end
 */
