/*
 * A shelf of books: the example of sparse-safe -fsuggest-safe (see the
 * README, "Adopting safe in an existing project").  Nothing here is
 * annotated yet.
 */
#ifndef SHELF_H
#define SHELF_H

#include "safe.h"

struct book {
	const char *title;
	int pages;
	struct book *next;
};

/* every store into book and who is proven non-NULL: both are safe */
struct loan {
	struct book *book;
	const char *who;
	int pages;
	struct loan *next;
};

struct shelf {
	struct book *first;
	int count;
};

void shelf_add(struct shelf *s, struct book *b);
int book_pages(const struct book *b);
const char *book_title(const struct book *b);
struct book *shelf_first(struct shelf *s);
struct book *shelf_find(struct shelf *s,
			const char *title);
int shelf_count(const struct shelf *s);
void shelf_sort(struct book **books, int n);
struct loan *lend(struct book *b, const char *who);

#endif
