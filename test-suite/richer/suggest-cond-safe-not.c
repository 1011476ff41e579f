#define safe __attribute__((safe))
#define cond_safe(c) __attribute__((cond_safe(c)))
#include <stdlib.h>

// 'text': a use under no test of its length
struct buf {
	char *text;
	unsigned int len;
};

// 'items': a store leaves a length with no items where the list is seen
struct list {
	int *items;
	int nr;
};

// 'cells': one use under a test of 'rows', another under 'cols'
struct grid {
	int *cells;
	int rows, cols;
};

extern void show(struct list *safe l);

static char first(struct buf *safe b)
{
	if (b->len)
		return b->text[0];
	return 0;
}

static char last(struct buf *safe b)
{
	return b->text[b->len - 1];
}

static int sum(struct list *safe l)
{
	int i, s = 0;

	for (i = 0; i < l->nr; i++)
		s += l->items[i];
	return s;
}

static void broken(struct list *safe l)
{
	l->nr = 5;
	l->items = NULL;
	show(l);
}

static int corner(struct grid *safe g)
{
	if (g->rows)
		return g->cells[0];
	if (g->cols)
		return g->cells[1];
	return 0;
}

int use(struct buf *safe b, struct list *safe l, struct grid *safe g)
{
	broken(l);
	return first(b) + last(b) + sum(l) + corner(g);
}

/*
 * check-name: -fsuggest-safe: no cond_safe where a use is under no test of the length, a store breaks the pair, or two lengths test it
 * check-command: sparse -Wno-decl -fsuggest-safe -fsuggest-safe-sound $file
 *
 * check-output-start
 * check-output-end
 */
