#define safe __attribute__((safe))
#define cond_safe(c) __attribute__((cond_safe(c)))
#define __building __attribute__((building))
#include <stdlib.h>
#include <string.h>

// suggest-cond-safe.c and suggest-building.c with their proposals made
struct buf {
	char *text cond_safe(len);
	unsigned int len;
};

struct pane {
	char *safe name;
	struct pane *safe parent;
};

extern void register_pane(struct pane *safe p);
extern char *safe xstrdup(const char *s);
extern struct pane *last;

static char first(struct buf *safe b)
{
	if (b->len)
		return b->text[0];
	return 0;
}

static void reset(struct buf *safe b)
{
	free(b->text);
	b->text = NULL;
	b->len = 0;
}

static void set(struct buf *safe b, const char *safe s)
{
	size_t n = strlen(s);
	char *t = malloc(n + 1);

	if (!t)
		return;
	memcpy(t, s, n + 1);
	free(b->text);
	b->text = t;
	b->len = n;
}

static void pane_init(struct pane *safe p __building, struct pane *safe parent)
{
	p->parent = parent;
	p->name = xstrdup("pane");
	register_pane(p);
}

struct pane *new_child(struct pane *safe parent, struct buf *safe b, const char *safe s)
{
	struct pane *p = calloc(1, sizeof(*p));

	set(b, s);
	reset(b);
	if (!p || !first(b))
		return NULL;
	pane_init(p, parent);
	last = p;
	return p;
}

/*
 * check-name: -fsuggest-safe: with its proposals made, no warning, and nothing more proposed
 * check-command: sparse -Wno-decl -Wsafe -fsuggest-safe $file
 *
 * check-output-start
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
