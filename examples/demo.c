/*
 * demo.c: a small annotated program for sparse-safe.
 *
 *	make demo		(or: build/sparse-safe -Iinclude examples/demo.c)
 *
 * Every 'safe' pointer is one that is never NULL.  The functions marked
 * BUG below break that promise or dereference a pointer that may be NULL;
 * the others are correct and must stay silent.
 */
#include <stddef.h>
#include "safe.h"

struct pane {
	struct pane *safe parent;	/* every pane has one (the root its own) */
	struct pane *focus;		/* may be NULL */
	char *name;			/* may be NULL */
	int depth;
};

extern struct pane *safe root_pane(void);
extern struct pane *find_pane(const char *safe name);	/* NULL if none */
extern void show(struct pane *safe p);

/* correct: the test proves 'p' non-NULL before use */
static int depth_of(const char *safe name)
{
	struct pane *p = find_pane(name);

	if (!p)
		return -1;
	return p->depth;
}

/* correct: the case sparse's article could not solve */
static void show_named(const char *safe name)
{
	struct pane *p = find_pane(name);

	if (!p)
		p = root_pane();
	show(p);
}

/* BUG: when there is no focus, 'p->focus' is dereferenced anyway */
static int focus_depth(struct pane *safe p)
{
	int d = 0;

	if (!p->focus)
		d = -1;
	return d + p->focus->depth;
}

/* BUG: find_pane() may return NULL, and 'parent' is safe */
static void reparent(struct pane *safe child, const char *safe name)
{
	child->parent = find_pane(name);
}

/* BUG: a NULL focus is handed to show(), whose parameter is safe */
static void show_focus(struct pane *safe p)
{
	show(p->focus);
}

/* BUG: a safe function returns what may be NULL */
static struct pane *safe focus_or_self(struct pane *safe p)
{
	if (p->focus)
		return p->focus;
	return p->name ? p : NULL;
}
