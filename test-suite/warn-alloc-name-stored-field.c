/*
 * An allocation stored into a field, then passed to memcpy(): the message
 * names the allocation (malloc()), not the function it is passed to,
 * however long the names of the rest of the message are.
 */
#include <stdlib.h>
#include <string.h>

struct rich_string { int chlen; char *chptr; char chstr[8]; };

static void extend(struct rich_string *this, int len)
{
	if (len > 8) {
		this->chptr = malloc(len + 1);
		memcpy(this->chptr, this->chstr, this->chlen);
	}
}

void grow(struct rich_string *r)
{
	extend(r, 20);
}

/*
 * check-name: warn: an allocation stored into a field and passed on is named as the allocation
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-alloc-name-stored-field.c:15:24: warning: passing 'this->chptr', which is NULL when malloc() fails, as nonnull argument 1 of 'memcpy'
warn-alloc-name-stored-field.c:14:37:     'this->chptr' is the result of this malloc() call
 * check-error-end
 */
