/*
 * notes.c: a tiny note keeper, annotated for sparse-safe.
 *
 *	build/sparse-safe [-Wsafe] -Iinclude examples/notes.c
 *
 * Commands come from standard input, one a line: add TITLE[: BODY],
 * append TITLE: TEXT, rename TITLE: NEW, copy TITLE: NEW, show TITLE|#ID,
 * del TITLE, list, stats.
 * Notes live on a list, in the order added, and in a hash table by title.
 * Every 'safe' pointer is never NULL; the others are tested before use.
 * Each line marked BUG makes one mistake, one per warning category; the
 * rest is meant to be silent, even under -Wsafe.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "safe.h"

#define NSLOTS	31

/* A growable, always NUL-terminated text buffer. */
struct buf {
	char *safe data;	/* always allocated */
	size_t len;		/* bytes used, not counting the NUL */
	size_t cap;		/* bytes allocated */
};

struct note {
	struct note *next;	/* next on the book's list, in order added */
	struct note *chain;	/* next in the same hash slot */
	char *safe title;
	char *body;		/* NULL for a note with a title only */
	int id;
};

struct book {
	struct note *head;
	struct note *slots[NSLOTS];
	int next_id;
};

/* Allocation wrappers: they abort rather than return NULL. */
static void *safe xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p) {
		perror("malloc");
		abort();
	}
	return p;
}

static char *safe xstrdup(const char *safe s)
{
	size_t n = strlen(s) + 1;
	char *safe p = xmalloc(n);

	memcpy(p, s, n);
	return p;
}

static void buf_init(struct buf *safe b)
{
	b->len = 0;
	b->cap = 64;
	b->data = xmalloc(b->cap);
	b->data[0] = '\0';
}

static void buf_grow(struct buf *safe b, size_t extra)
{
	size_t need = b->len + extra + 1;
	char *p;

	if (need <= b->cap)
		return;
	while (b->cap < need)
		b->cap *= 2;
	p = realloc(b->data, b->cap);
	if (!p) {
		perror("realloc");
		abort();
	}
	b->data = p;
}

static void buf_append(struct buf *safe b, const char *safe s)
{
	size_t n = strlen(s);

	buf_grow(b, n);
	memcpy(b->data + b->len, s, n + 1);
	b->len += n;
}

static void buf_putc(struct buf *safe b, int c)
{
	buf_grow(b, 1);
	b->data[b->len++] = (char)c;
	b->data[b->len] = '\0';
}

static void __attribute__((format(printf, 2, 3)))
buf_printf(struct buf *safe b, const char *safe fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n >= b->cap - b->len) {
		buf_grow(b, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
		va_end(ap);
	}
	b->len += (size_t)n;
}

/* Appends 'text' with a tab before each of its lines. */
static void buf_indent(struct buf *safe b, const char *text)
{
	buf_putc(b, '\t');
	/* BUG (deref): 'text' lacks its 'safe'; nothing proves it non-NULL */
	for (; *text; text++) {
		buf_putc(b, *text);
		if (*text == '\n' && text[1])
			buf_putc(b, '\t');
	}
	buf_putc(b, '\n');
}

static void buf_free(struct buf *safe b)
{
	free(b->data);
}

static unsigned hash(const char *safe s)
{
	const unsigned char *p;
	unsigned h = 5381;

	for (p = (const unsigned char *)s; *p; p++)
		h = h * 33 + *p;
	return h % NSLOTS;
}

static struct note *safe note_new(const char *safe title, const char *body, int id)
{
	struct note *safe n = xmalloc(sizeof(*n));

	n->next = NULL;
	n->chain = NULL;
	n->title = xstrdup(title);
	n->body = body ? xstrdup(body) : NULL;
	n->id = id;
	return n;
}

/* a copy of @n, titled @title */
static struct note *note_copy(const struct note *safe n, const char *safe title, int id)
{
	struct note *c = xmalloc(sizeof(*c));

	c->title = xstrdup(title);
	c->body = n->body ? xstrdup(n->body) : NULL;
	c->id = id;
	c->next = c->chain = NULL;
	/* BUG (check-after-deref): 'c' is used above; this test is dead code, or too late */
	if (!c)
		fputs("notes: out of memory\n", stderr);
	return c;
}

static void note_free(struct note *safe n)
{
	free(n->title);
	free(n->body);
	free(n);
}

/* The note's text, for printing: "" for a title-only note. */
static const char *safe note_text(const struct note *safe n)
{
	/* BUG (return): a title-only note has no body, and the result is safe */
	return n->body;
}

static void note_append(struct note *safe n, const char *safe text)
{
	struct buf b;

	buf_init(&b);
	if (n->body) {
		buf_append(&b, n->body);
		buf_putc(&b, '\n');
	}
	buf_append(&b, text);
	free(n->body);
	n->body = b.data;
}

static void note_retitle(struct note *safe n, const char *safe title)
{
	free(n->title);
	/* BUG (assign): strdup() returns NULL when out of memory; use xstrdup() */
	n->title = strdup(title);
}

static void note_format(struct buf *safe out, const struct note *safe n)
{
	/* BUG (test): 'title' is safe, so the "(untitled)" fallback is dead code */
	buf_printf(out, "#%d %s\n", n->id, n->title ? n->title : "(untitled)");
	if (n->body)
		buf_indent(out, n->body);
}

/* ---- the book: a list of notes and a table of them by title ---- */

static void book_init(struct book *safe bk)
{
	memset(bk, 0, sizeof(*bk));
	bk->next_id = 1;
}

static struct note *book_lookup(struct book *safe bk, const char *safe title)
{
	struct note *n;

	for (n = bk->slots[hash(title)]; n; n = n->chain)
		if (strcmp(n->title, title) == 0)
			return n;
	return NULL;
}

static struct note *book_find(struct book *safe bk, int id)
{
	struct note *n;

	for (n = bk->head; n; n = n->next)
		if (n->id == id)
			return n;
	return NULL;
}

/* Puts 'n' at the end of the list and at the head of its hash slot. */
static void book_link(struct book *safe bk, struct note *safe n)
{
	struct note **tail = &bk->head;
	unsigned h = hash(n->title);

	while (*tail)
		tail = &(*tail)->next;
	*tail = n;
	n->next = NULL;
	n->chain = bk->slots[h];
	bk->slots[h] = n;
}

static struct note *safe book_add(struct book *safe bk, const char *safe title,
				  const char *body)
{
	struct note *safe n = note_new(title, body, bk->next_id++);

	book_link(bk, n);
	return n;
}

static void book_unlink(struct book *safe bk, struct note *safe n)
{
	struct note **pp;

	for (pp = &bk->slots[hash(n->title)]; *pp; pp = &(*pp)->chain)
		if (*pp == n) {
			*pp = n->chain;
			break;
		}
	for (pp = &bk->head; *pp; pp = &(*pp)->next)
		if (*pp == n) {
			*pp = n->next;
			break;
		}
}

static int book_remove(struct book *safe bk, const char *safe title)
{
	struct note *n = book_lookup(bk, title);

	if (!n)
		return -1;
	book_unlink(bk, n);
	note_free(n);
	return 0;
}

static void book_walk(struct book *safe bk, struct buf *safe out,
		      void (*safe fn)(struct buf *safe, const struct note *safe))
{
	const struct note *n;

	for (n = bk->head; n; n = n->next)
		fn(out, n);
}

static void book_free(struct book *safe bk)
{
	struct note *n, *next;

	for (n = bk->head; n; n = next) {
		next = n->next;
		note_free(n);
	}
}

static void cmd_show(struct book *safe bk, const char *safe what)
{
	struct note *n;

	if (what[0] == '#')
		n = book_find(bk, atoi(what + 1));
	else
		n = book_lookup(bk, what);
	if (!n)
		fprintf(stderr, "notes: no note '%s'\n", what);
	/* BUG (null): the message above does not return, and 'n' is NULL here */
	printf("#%d %s\n%s\n", n->id, n->title, note_text(n));
}

/* how many hash slots are in use */
static void cmd_stats(struct book *safe bk, struct buf *safe out)
{
	/* BUG (alloc): calloc() returns NULL when memory runs out */
	int *used = calloc(NSLOTS + 1, sizeof(*used));
	int i;

	used[NSLOTS] = 0;
	for (i = 0; i < NSLOTS; i++) {
		used[i] = bk->slots[i] != NULL;
		used[NSLOTS] += used[i];
	}
	buf_printf(out, "%d of %d slots used\n", used[NSLOTS], NSLOTS);
	free(used);
}

static void run(struct book *safe bk, struct buf *safe out, char *safe line)
{
	char *arg, *colon, *nl;

	nl = strchr(line, '\n');
	if (nl)
		*nl = '\0';
	arg = strchr(line, ' ');
	if (arg)
		*arg++ = '\0';
	colon = arg ? strstr(arg, ": ") : NULL;
	if (colon) {
		*colon = '\0';
		colon += 2;
	}

	if (strcmp(line, "list") == 0) {
		book_walk(bk, out, note_format);
	} else if (strcmp(line, "stats") == 0) {
		cmd_stats(bk, out);
	} else if (!arg || !*arg) {
		fprintf(stderr, "notes: '%s' needs a title\n", line);
	} else if (strcmp(line, "add") == 0) {
		if (book_lookup(bk, arg))
			fprintf(stderr, "notes: '%s' already exists\n", arg);
		else
			book_add(bk, arg, colon);
	} else if (strcmp(line, "append") == 0 && colon) {
		/* BUG (arg): book_lookup() gives NULL for an unknown title */
		note_append(book_lookup(bk, arg), colon);
	} else if (strcmp(line, "show") == 0) {
		cmd_show(bk, arg);
	} else if (strcmp(line, "rename") == 0 && colon) {
		struct note *n = book_lookup(bk, arg);

		if (n && !book_lookup(bk, colon)) {
			book_unlink(bk, n);
			note_retitle(n, colon);
			book_link(bk, n);
		}
	} else if (strcmp(line, "copy") == 0 && colon) {
		struct note *n = book_lookup(bk, arg);
		struct note *c = n ? note_copy(n, colon, bk->next_id++) : NULL;

		if (c && !book_lookup(bk, colon))
			book_link(bk, c);
		else if (c)
			note_free(c);
	} else if (strcmp(line, "del") == 0) {
		if (book_remove(bk, arg) < 0)
			fprintf(stderr, "notes: no note '%s'\n", arg);
	} else {
		fprintf(stderr, "notes: unknown command '%s'\n", line);
	}
}

int main(void)
{
	struct book bk;
	struct buf out;
	char line[512];
	const char *user = getenv("USER");

	if (!user)
		user = "nobody";
	book_init(&bk);
	buf_init(&out);
	buf_printf(&out, "notes of %s\n", user);
	while (fgets(line, sizeof(line), stdin))
		run(&bk, &out, line);
	fputs(out.data, stdout);
	book_free(&bk);
	buf_free(&out);
	return 0;
}
