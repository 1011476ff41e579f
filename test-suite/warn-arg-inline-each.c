/*
 * An inlined helper's arguments are reported as arguments, each at its
 * own place, with the helper named: not as assignments to its parameters.
 */
#define safe __attribute__((safe))

struct pane { struct pane *parent; char *name; };

void show(struct pane *safe p, const char *safe name);

static inline void show_both(struct pane *safe p, const char *safe name)
{
	show(p, name);
}
extern void *find(void);
void draw(const char *title);
void draw(const char *title)
{	struct pane *p = find();
	if (p && title)
		show_both(p, title);
	show_both(p->parent, title);
}

/*
 * check-name: an inlined helper's arguments, each where it is written
 *
 * check-error-start
warn-arg-inline-each.c:21:20: warning: dereference of 'p', which may be NULL
warn-arg-inline-each.c:19:13:     'p' is NULL on one side of this test
warn-arg-inline-each.c:21:19: warning: passing 'p->parent', not proven non-NULL, as safe argument 1 of 'show_both'
warn-arg-inline-each.c:21:30: warning: passing 'title', not proven non-NULL, as safe argument 2 of 'show_both'
warn-arg-inline-each.c:19:18:     'title' is NULL on one side of this test
 * check-error-end
 */
