#define safe __attribute__((safe))
#define cond_safe(c) __attribute__((cond_safe(c)))
#include <stdlib.h>

// declared cond_safe already: no contract 'safe' is proposed for it, and
// its stores of NULL are no warning to come
struct buf {
	char *text cond_safe(len);
	unsigned int len;
};

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

// a parameter it proposes, so that the warnings to come are listed
static int length(struct buf *b)
{
	return b->len;
}

int use(struct buf *safe b)
{
	reset(b);
	return first(b) + length(b);
}

/*
 * check-name: -fsuggest-safe: a field declared cond_safe is no contract
 * check-command: sparse -Wno-decl -fsuggest-safe $file
 *
 * check-output-start
--- suggest-cond-declared.c
+++ suggest-cond-declared.c
@@ -24,7 +24,7 @@
 }
 
 // a parameter it proposes, so that the warnings to come are listed
-static int length(struct buf *b)
+static int length(struct buf *safe b)
 {
 	return b->len;
 }
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
