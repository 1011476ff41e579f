#define safe __attribute__((safe))
#define __building __attribute__((building))
#include <stdlib.h>

struct pane {
	char *safe name;
	struct pane *safe parent;
	int x;
};

struct point {
	int x, y;
};

extern void register_pane(struct pane *safe p);
extern char *safe xstrdup(const char *s);

// leaves 'name' unset
static void pane_half(struct pane *safe p, struct pane *safe parent)
{
	p->parent = parent;
}

// the object is seen before it is built
static void pane_early(struct pane *safe p, struct pane *safe parent)
{
	register_pane(p);
	p->parent = parent;
	p->name = xstrdup("pane");
}

// reads a member before it sets it
static void pane_rename(struct pane *safe p, struct pane *safe parent)
{
	p->parent = parent;
	p->name = xstrdup(p->name);
}

// sets 'name' on one way only
static void pane_maybe(struct pane *safe p, struct pane *safe parent, int named)
{
	p->parent = parent;
	if (named)
		p->name = xstrdup("pane");
}

// no safe member to build
static void point_init(struct point *safe pt)
{
	pt->x = 0;
	pt->y = 0;
}

void use(struct pane *safe p, struct pane *safe parent, struct point *safe pt)
{
	pane_half(p, parent);
	pane_early(p, parent);
	pane_rename(p, parent);
	pane_maybe(p, parent, 1);
	point_init(pt);
}

/*
 * check-name: -fsuggest-safe: no __building where a safe member is left unset, read first, or the object seen first
 * check-command: sparse -Wno-decl -fsuggest-safe $file
 *
 * check-output-start
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
