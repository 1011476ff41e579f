#include <stdio.h>
#include "shelf.h"

int main(int argc, char **argv)
{
	static struct shelf shelf;
	static struct book dune = { "Dune", 412, NULL };
	struct book *found;

	shelf_add(&shelf, &dune);
	printf("%s, %d book(s)\n", book_title(shelf_first(&shelf)), shelf_count(&shelf));
	found = shelf_find(&shelf, argc > 1 ? argv[1] : "Dune");
	printf("%d pages\n", book_pages(found));
	if (argc > 2) {
		struct loan *l = lend(&dune, argv[2]);

		if (l)
			printf("%s lent to %s\n", book_title(l->book), l->who);
	}
	return 0;
}
