/*
 * -fsuggest-safe: where an annotation goes in a file's text: the
 * declarator of a declaration, the place in it for 'safe', and whether a
 * function's declarations can all take one.  See suggest-internal.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "symbol.h"
#include "expression.h"
#include "linearize.h"

#include "annotations.h"
#include "ptrhash.h"
#include "source.h"
#include "suggest.h"
#include "suggest-internal.h"

// Is the offset @at inside a preprocessor line (a macro's text)?
static bool in_directive(const char *safe text, long at)
{
	long start = at;

	while (start > 0 && text[start - 1] != '\n')
		start--;
	// a continued line belongs to the line before it
	while (start >= 2 && text[start - 2] == '\\') {
		start -= 2;
		while (start > 0 && text[start - 1] != '\n')
			start--;
	}
	while (text[start] == ' ' || text[start] == '\t')
		start++;
	return text[start] == '#';
}

bool is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

long skip_blank(const char *safe text, long size, long i)
{
	while (i < size) {
		if (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r') {
			i++;
		} else if (text[i] == '/' && i + 1 < size && text[i + 1] == '*') {
			const char *end = strstr(text + i + 2, "*/");

			if (!end)
				return size;
			i = end - text + 2;
		} else {
			break;
		}
	}
	return i;
}

const char *after_star(const char *safe text, long size, long star)
{
	long i = skip_blank(text, size, star + 1);

	if (i + 4 <= size && !strncmp(text + i, "safe", 4) && (i + 4 == size || !is_word(text[i + 4])))
		return NULL;
	return star + 1 < size && (text[star + 1] == ' ' || text[star + 1] == '\t' ||
				   text[star + 1] == '\n') ? "safe" : "safe ";
}

// the offset of @name in @text, at @at or after the '*'s and qualifiers
// of a declarator that starts there; -1 if it is not there
static long find_name(const char *safe text, long size, long at, const char *safe name)
{
	size_t len = strlen(name);
	long i = at;

	while (i >= 0 && i < size && i < at + 256) {
		if (!strncmp(text + i, name, len) && !is_word(text[i + len]) &&
		    (i == 0 || !is_word(text[i - 1])))
			return i;
		if (is_word(text[i])) {
			while (i < size && is_word(text[i]))
				i++;
		} else if (text[i] == '*' || text[i] == ' ' || text[i] == '\t' || text[i] == '\n') {
			i++;
		} else {
			break;
		}
	}
	return -1;
}

long declarator(struct symbol *safe decl, const char **safe path,
	const char **safe text, long *safe size)
{
	struct stream *streams = input_streams;
	long at;

	*path = streams && decl->ident ? streams[decl->pos.stream].name : NULL;
	*text = *path ? source_file(*path, size) : NULL;
	if (!*text)
		return -1;
	at = find_name(*text, *size, source_offset(*text, *size, decl->pos.line, decl->pos.pos),
		       show_ident(decl->ident));
	return at >= 0 && !in_directive(*text, at) ? at : -1;
}

bool safe_place(const char *safe text, long size, long at, bool typedefs,
	long *safe offset, const char **safe ins)
{
	long i;

	for (i = at - 1; i >= 0 && (text[i] == ' ' || text[i] == '\t'); i--)
		;
	if (i >= 0 && text[i] == '*') {
		*offset = i + 1;
		*ins = after_star(text, size, i);
		return true;
	}
	if (typedefs && i >= 3 && is_word(text[i])) {
		*offset = at;
		*ins = strncmp(text + i - 3, "safe", 4) ? "safe " : NULL;
		return true;
	}
	return false;
}

bool placeable(struct symbol *safe fn)
{
	struct symbol_list *decls = sg.decls;
	const char *path, *text;
	struct symbol *decl;
	long size;

	// a declaration of the function has its name
	if (fn->ident)
		decls = ptrhash_get(&sg.decls_by_name, fn->ident);
	FOR_EACH_PTR(decls, decl) {
		if (decl && same_function(decl, fn) && declarator(decl, &path, &text, &size) < 0)
			return false;
	} END_FOR_EACH_PTR(decl);
	return true;
}

bool param_edit(struct symbol *safe arg, const char **safe path, long *safe offset,
	const char **safe ins)
{
	const char *text;
	long size, at, after;

	if (!project_file(arg->pos) || (at = declarator(arg, path, &text, &size)) < 0 || !text)
		return false;
	after = skip_blank(text, size, at + strlen(show_ident(arg->ident)));
	if (after >= size || (text[after] != ',' && text[after] != ')'))
		return false;
	return safe_place(text, size, at, true, offset, ins);
}
