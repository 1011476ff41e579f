#include <stdlib.h>
#include <string.h>
#include "shelf.h"

static struct book nothing = { "", 0, NULL };

/* both dereferenced before any test: safe */
void shelf_add(struct shelf *s, struct book *b)
{
	b->next = s->first;
	s->first = b;
	s->count++;
}

/* safe but for main(), which may pass NULL */
int book_pages(const struct book *b)
{
	return b->pages;
}

const char *book_title(const struct book *b)
{
	return b->title;
}

/* a book, always: the result is safe too */
struct book *shelf_first(struct shelf *s)
{
	if (s->first)
		return s->first;
	return &nothing;
}

/* NULL when it is not there */
struct book *shelf_find(struct shelf *s,
			const char *title)
{
	struct book *b;

	for (b = s->first; b; b = b->next)
		if (!strcmp(b->title, title))
			return b;
	return NULL;
}

/* defensive: the test comes too late to protect anything */
int shelf_count(const struct shelf *s)
{
	int n = s->count;

	if (!s)
		return 0;
	return n;
}

/* stored as a pointer whose type names no parameter: that type cannot
   be annotated to match, so it is left alone */
static int by_pages(const struct book *b)
{
	return b->pages;
}

int (*sort_key)(const struct book *) = by_pages;

/* handed to qsort(): converted to the C library's pointer type, which
   the diff does not annotate, so it is left alone too */
static int by_title(const void *a, const void *b)
{
	const struct book *const *x = a, *const *y = b;

	return strcmp((*x)->title, (*y)->title);
}

void shelf_sort(struct book **books, int n)
{
	qsort(books, n, sizeof(*books), by_title);
}

/* NULL when malloc() fails */
struct loan *lend(struct book *b, const char *who)
{
	struct loan *l = malloc(sizeof(*l));

	if (!l)
		return NULL;
	l->pages = b->pages;
	l->book = b;
	l->who = who ? who : "someone";
	l->next = NULL;
	return l;
}
