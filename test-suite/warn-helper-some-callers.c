#include <string.h>
#include <stdlib.h>
extern char *copy_of(const char *s);
extern const char *next_word(void);
extern void print(const char *s) __attribute__((nonnull));

static char *escaped(const char *s)
{
	char *q;

	if (strchr(s, '"'))
		return NULL;
	q = copy_of(s);
	if (!q)
		abort();
	return q;
}

void one(void) { char *q = escaped(next_word()); if (q) print(q); free(q); }
void two(void) { char *q = escaped(next_word()); if (!q) return; print(q); free(q); }
void three(void) { char *q = escaped(next_word()); print(q); free(q); }
size_t four(void) { char *q = escaped(next_word()); size_t n = strlen(q); free(q); return n; }

/*
 * check-name: warn: a helper whose NULL two of the file's calls test: the calls that use it untested are reported
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-helper-some-callers.c:21:58: warning: passing 'q', which may be NULL, as nonnull argument 1 of 'print'
warn-helper-some-callers.c:12:24:     'q' is NULL where escaped() returns this
warn-helper-some-callers.c:22:71: warning: passing 'q', which may be NULL, as nonnull argument 1 of 'strlen'
warn-helper-some-callers.c:12:24:     'q' is NULL where escaped() returns this
 * check-error-end
 */
