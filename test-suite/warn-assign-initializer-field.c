#define safe __attribute__((safe))

struct pane { int id; };
struct call { const char *key; struct pane *safe focus; };
struct outer { int n; struct call c; };

struct pane *find(int id);
int handle(struct call *c);
int nested(struct outer *o);

static int send(int id)
{
	struct call c = { .key = "x", .focus = find(id) };

	return handle(&c);
}

static int literal(struct pane *p)
{
	return handle(&(struct call) { .focus = p });
}

static int inner(struct pane *p)
{
	struct outer o = { .n = 1, .c = { .key = "y", .focus = p } };

	return nested(&o);
}

/*
 * check-name: warn-assign: an initializer's value for a safe member is checked as an assignment is
 *
 * check-error-start
warn-assign-initializer-field.c:13:48: warning: assignment of 'find()', not proven non-NULL, to safe 'c.focus'
warn-assign-initializer-field.c:20:49: warning: assignment of 'p', not proven non-NULL, to safe 'focus'
warn-assign-initializer-field.c:25:64: warning: assignment of 'p', not proven non-NULL, to safe 'o.c.focus'
 * check-error-end
 */
