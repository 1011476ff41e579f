#define safe __attribute__((safe))

struct pane { struct pane *focus; int id; };

extern void show(struct pane *safe p);

static void show_focus(struct pane *safe p)
{
	show(p->focus);
}

/*
 * check-name: warn-arg: an unannotated field passed as a safe argument is named as written
 *
 * check-error-start
warn-arg-field.c:9:14: warning: passing 'p->focus', not proven non-NULL, as safe argument 1 of 'show'
 * check-error-end
 */
