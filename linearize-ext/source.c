/*
 * The source as written: see source.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "token.h"
#include "parse.h"

#include "source.h"

// the files read last, the oldest replaced first
#define KEPT_FILES	8

static struct kept {
	char *path;
	char *text;
	long size;
	long *lines;			// where each line starts, once asked
	unsigned int nr_lines;
} kept[KEPT_FILES];
static int next_kept;

// @path's text, read whole, or NULL
static char *read_file(const char *safe path, long *safe size)
{
	FILE *f = fopen(path, "r");
	long len = 0, alloc = 8192;
	char *text;
	size_t n;

	if (!f)
		return NULL;
	text = malloc(alloc);
	if (!text)
		die("out of memory");
	do {
		if (len + 4096 >= alloc) {
			alloc *= 2;
			text = realloc(text, alloc);
			if (!text)
				die("out of memory");
		}
		n = fread(text + len, 1, alloc - len - 1, f);
		len += n;
	} while (n > 0);
	fclose(f);
	text[len] = 0;
	*size = len;
	return text;
}

const char *source_file(const char *safe path, long *safe size)
{
	struct kept *k;
	char *text, *copy;
	int i;

	for (i = 0; i < KEPT_FILES; i++) {
		if (kept[i].path && kept[i].text && !strcmp(kept[i].path, path)) {
			*size = kept[i].size;
			return kept[i].text;
		}
	}
	text = read_file(path, size);
	if (!text)
		return NULL;
	copy = strdup(path);
	if (!copy)
		die("out of memory");
	k = &kept[next_kept];
	next_kept = (next_kept + 1) % KEPT_FILES;
	free(k->path);
	free(k->text);
	free(k->lines);
	*k = (struct kept) { copy, text, *size };
	return text;
}

bool in_system_header(struct position pos)
{
	return pos.stream < input_stream_nr && input_streams &&
		input_streams[pos.stream].system;
}

const char *source_text(int stream, long *safe size)
{
	struct stream *streams = input_streams;
	const char *path;

	if (stream < 0 || stream >= input_stream_nr || !streams)
		return NULL;
	path = streams[stream].name;
	// '<command-line>' and the like are no file
	if (!path || path[0] == '<')
		return NULL;
	return source_file(path, size);
}

// Where line @line of @text starts, from the index of a kept file's
// lines (made the first time it is asked: a file is asked of each of its
// declarations), or -1 where @text is not a kept file's.
static long line_start(const char *safe text, long size, unsigned int line)
{
	struct kept *k = NULL;
	unsigned int n;
	long i;
	int j;

	for (j = 0; j < KEPT_FILES; j++) {
		if (kept[j].text == text && kept[j].size == size)
			k = &kept[j];
	}
	if (!k)
		return -1;
	if (!k->lines) {
		const char *nl;

		// (memchr() finds a line's end at a fraction of a loop's cost)
		for (n = 1, i = 0; (nl = memchr(text + i, '\n', size - i)); i = nl - text + 1)
			n++;
		k->lines = malloc((n + 1) * sizeof(*k->lines));
		if (!k->lines)
			die("out of memory");
		k->lines[0] = 0;
		for (n = 1, i = 0; (nl = memchr(text + i, '\n', size - i)); i = nl - text + 1)
			k->lines[n++] = nl - text + 1;
		k->nr_lines = n;
	}
	// past the last line: where the scan below would stop
	return line - 1 < k->nr_lines ? k->lines[line - 1] : size;
}

long source_offset(const char *safe text, long size, unsigned int line, unsigned int col)
{
	unsigned int l = 1, c = 0;
	long i;

	i = line ? line_start(text, size, line) : 0;
	if (i < 0) {
		for (i = 0; i < size && l < line; i++) {
			if (text[i] == '\n')
				l++;
		}
	}
	for (; i < size && text[i] != '\n'; i++) {
		if (c + 1 == col)
			return i;
		c += text[i] == '\t' ? tabstop - c % tabstop : 1;
	}
	return -1;
}

static void walk(struct statement *stmt, void (*visit)(struct statement *safe, void *),
	void *data, int depth)
{
	struct statement *s;

	if (!stmt || depth > 256)
		return;
	visit(stmt, data);
	switch (stmt->type) {
	case STMT_COMPOUND:
		// an inlined call's arguments, as its parameters' declarations
		walk(stmt->args, visit, data, depth + 1);
		FOR_EACH_PTR(stmt->stmts, s) {
			walk(s, visit, data, depth + 1);
		} END_FOR_EACH_PTR(s);
		return;
	case STMT_IF:
		walk(stmt->if_true, visit, data, depth + 1);
		walk(stmt->if_false, visit, data, depth + 1);
		return;
	case STMT_ITERATOR:
		walk(stmt->iterator_pre_statement, visit, data, depth + 1);
		walk(stmt->iterator_statement, visit, data, depth + 1);
		walk(stmt->iterator_post_statement, visit, data, depth + 1);
		return;
	case STMT_SWITCH:
		walk(stmt->switch_statement, visit, data, depth + 1);
		return;
	case STMT_CASE:
		walk(stmt->case_statement, visit, data, depth + 1);
		return;
	case STMT_LABEL:
		walk(stmt->label_statement, visit, data, depth + 1);
		return;
	default:
		return;
	}
}

void walk_statements(struct statement *stmt,
	void (*visit)(struct statement *safe, void *), void *data)
{
	walk(stmt, visit, data, 0);
}
