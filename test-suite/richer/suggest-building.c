#define safe __attribute__((safe))
#define __building __attribute__((building))
#include <stdlib.h>

struct pane {
	char *safe name;
	struct pane *safe parent;
	int x;
};

extern void register_pane(struct pane *safe p);
extern char *safe xstrdup(const char *s);
extern struct pane *last;

static void pane_init(struct pane *safe p, struct pane *safe parent);

// sets every safe member before the object is seen: it finishes building it
static void pane_init(struct pane *safe p, struct pane *safe parent)
{
	p->parent = parent;
	p->name = xstrdup("pane");
	register_pane(p);
}

// so a fresh object given to it is no object seen unbuilt
struct pane *new_child(struct pane *safe parent)
{
	struct pane *p = calloc(1, sizeof(*p));

	if (!p)
		return NULL;
	pane_init(p, parent);
	last = p;
	return p;
}

/*
 * check-name: -fsuggest-safe: __building for a parameter whose function sets every safe member before the object is seen
 * check-command: sparse -Wno-decl -fsuggest-safe $file
 *
 * check-output-start
--- suggest-building.c
+++ suggest-building.c
@@ -12,10 +12,10 @@
 extern char *safe xstrdup(const char *s);
 extern struct pane *last;
 
-static void pane_init(struct pane *safe p, struct pane *safe parent);
+static void pane_init(struct pane *safe p __building, struct pane *safe parent);
 
 // sets every safe member before the object is seen: it finishes building it
-static void pane_init(struct pane *safe p, struct pane *safe parent)
+static void pane_init(struct pane *safe p __building, struct pane *safe parent)
 {
 	p->parent = parent;
 	p->name = xstrdup("pane");
 * check-output-end
 *
 * check-error-start
suggest-building.c:32:18: warning: safe member 'p->name' is still NULL when 'p' is passed to 'pane_init'
suggest-building.c:32:18: warning: safe member 'p->parent' is still NULL when 'p' is passed to 'pane_init'
 * check-error-end
 */
