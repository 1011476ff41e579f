#define safe __attribute__((safe))
#define building __attribute__((building))
#define NULL ((void *)0)
#include <stdlib.h>
#include <string.h>




struct pane {
	char *safe name;
	struct pane *safe parent;
	int x;
};

extern void register_pane(struct pane *p);
extern char *safe xstrdup(const char *s);
extern struct pane *last;

/* finishes building what it is given */
static void pane_init(struct pane *safe p building, struct pane *safe parent)
{
	p->parent = parent;
	p->name = xstrdup("pane");
	register_pane(p);
}

/* every safe member set before the object is seen */
static struct pane *new_pane(struct pane *safe parent)
{
	struct pane *p = calloc(1, sizeof(*p));

	if (!p)
		return NULL;
	p->name = xstrdup("x");
	p->parent = parent;
	register_pane(p);
	return p;
}

/* set by the function that finishes building it */
static struct pane *new_child(struct pane *safe parent)
{
	struct pane *p = malloc(sizeof(*p));

	if (!p)
		return NULL;
	pane_init(p, parent);
	last = p;
	return p;
}

/* set on each way, then stored */
static void pick(struct pane *safe parent, int big)
{
	struct pane *p = calloc(1, sizeof(*p));

	if (!p)
		return;
	if (big)
		p->name = xstrdup("big");
	else
		p->name = xstrdup("small");
	p->parent = parent;
	last = p;
}

/* given back to the C library unfinished */
static void abandon(void)
{
	struct pane *p = calloc(1, sizeof(*p));

	free(p);
}

/* read after it is set */
static int first(struct pane *safe parent)
{
	struct pane *p = calloc(1, sizeof(*p));
	int c;

	if (!p)
		return 0;
	p->name = xstrdup("y");
	p->parent = parent;
	c = p->name[0];
	register_pane(p);
	return c;
}

/* a compound literal that names each */
static void literal(char *safe n, struct pane *safe parent)
{
	struct pane *p = calloc(1, sizeof(*p));

	if (!p)
		return;
	*p = (struct pane){ .name = n, .parent = parent };
	register_pane(p);
}

/* made anew with zeros, then set again */
static void reset(struct pane *safe p, char *safe n)
{
	memset(p, 0, sizeof(*p));
	p->parent = p;
	p->name = n;
	register_pane(p);
}

/* a local structure given to a call: an out-parameter, filled there */
extern void get_pane(struct pane *out);
static int peek(struct pane *safe parent)
{
	struct pane p = { .parent = parent };

	get_pane(&p);
	return p.x;
}

/* stored into another object still being built: no one sees it yet */
struct link {
	struct pane *pt;
	int n;
};
static struct link *linked(struct pane *safe parent)
{
	struct pane *p = calloc(1, sizeof(*p));
	struct link *l = malloc(sizeof(*l) + 16);

	if (!p || !l)
		return NULL;
	l->pt = p;
	p->name = xstrdup("l");
	p->parent = parent;
	register_pane(p);
	return l;
}

/* a function that finishes building tests whether a member is set yet */
static void set_parent(struct pane *safe p building, struct pane *safe parent)
{
	if ((void *)p->parent == NULL)
		p->parent = parent;
	p->name = xstrdup("s");
}

/*
 * check-name: silent: an object being built, each safe member set before it is seen or read
 * check-command: sparse -Wsafe $file
 */
