#define safe __attribute__((safe))

struct pane { int id; };
struct call { const char *key; struct pane *safe focus; struct pane *mark; };
struct outer { int n; struct call c; };

struct pane *find(int id);
int handle(struct call *c);
int nested(struct outer *o);

static int send(int id, struct pane *safe home)
{
	struct pane *p = find(id);
	struct call c = { .key = "x", .focus = home, .mark = p };

	if (!p)
		return 0;
	{
		struct call d = { .focus = p };

		return handle(&c) + handle(&d);
	}
}

static int inner(struct pane *safe p)
{
	struct outer o = { .n = 1, .c = { .key = "y", .focus = p, .mark = (void *)0 } };

	return nested(&o);
}

/*
 * check-name: silent: an initializer's proven value for a safe member, and any for another
 */
