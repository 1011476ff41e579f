#define safe __attribute__((safe))
#define cond_safe(c) __attribute__((cond_safe(c)))
#include <stdlib.h>
#include <string.h>

// each use of 'text' and 'items' is under a test of their length
struct buf {
	char *text;
	unsigned int len;
};

struct list {
	int *items;
	int nr;
};

static char first(struct buf *safe b)
{
	if (b->len)
		return b->text[0];
	return 0;
}

static int sum(struct list *safe l)
{
	int i, s = 0;

	for (i = 0; i < l->nr; i++)
		s += l->items[i];
	return s;
}

// the stores keep the pair: no text with no length, a length with text
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

int use(struct buf *safe b, struct list *safe l, const char *safe s)
{
	set(b, s);
	reset(b);
	return first(b) + sum(l);
}

/*
 * check-name: -fsuggest-safe: cond_safe(len) for a field used only under a test of its length
 * check-command: sparse -Wno-decl -fsuggest-safe $file
 *
 * check-output-start
--- suggest-cond-safe.c
+++ suggest-cond-safe.c
@@ -5,12 +5,12 @@
 
 // each use of 'text' and 'items' is under a test of their length
 struct buf {
-	char *text;
+	char *text cond_safe(len);
 	unsigned int len;
 };
 
 struct list {
-	int *items;
+	int *items cond_safe(nr);
 	int nr;
 };
 
 * check-output-end
 */
