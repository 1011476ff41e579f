/*
 * -fsuggest-safe: where the annotations go in the files, and the diff that
 * puts them there.  See suggest.h,
 * and suggest-internal.h for how the rooms share their state.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <stdarg.h>

#include "lib.h"
#include "symbol.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"
#include "scope.h"
#include "parse.h"
#include "evaluate.h"
#include "target.h"

#include "annotations.h"
#include "names.h"
#include "nullstate.h"
#include "ptrhash.h"
#include "source.h"
#include "suggest.h"
#include "suggest-internal.h"

////////////////////////////////////////////////////////////////////////
// Where the annotations go

void add_edit(const char *safe path, long offset, const char *safe text)
{
	struct edit *edits = sg.edits;
	char *key;
	int i;

	// 'patch -p0' from here reaches only what is below here
	if (!below_cwd(path)) {
		if (!sg.outside) {
			fprintf(stderr, "%s: not in the directory sparse-safe runs in: "
				"its annotations are left out of the diff\n", path);
			sg.outside = true;
		}
		return;
	}
	key = realpath(path, NULL);
	if (!key)
		return;
	for (i = 0; edits && i < sg.nr_edits; i++) {
		if (edits[i].offset == offset && !strcmp(edits[i].key, key)) {
			free(key);
			return;
		}
	}
	if (sg.nr_edits == sg.alloc_edits || !edits)
		edits = sg.edits = grow(sg.edits, &sg.alloc_edits, sizeof(*edits));
	edits[sg.nr_edits++] = (struct edit) { path, key, offset, text };
}

// the annotations of @p on the declaration @decl, whose name is at
// @name in @text
static void annotate(struct proposal *safe p, struct symbol *safe decl, const char *safe path,
	const char *safe text, long size, long name)
{
	unsigned int nr = 1;
	int depth = 0;
	long i, star = -1, start, word = -1, offset;
	bool plain = true;
	const char *ins;

	if (p->result) {
		// 'char *f(', 'char *\nf(': the '*' before the name
		for (i = name - 1; i >= 0 && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n'); i--)
			;
		if (i >= 0 && text[i] == '*' && (ins = after_star(text, size, i)))
			add_edit(path, i + 1, ins);
	}
	if (!p->params && !p->building)
		return;
	i = skip_blank(text, size, name + strlen(show_ident(decl->ident)));
	if (i >= size || text[i] != '(')
		return;
	start = i + 1;
	// each parameter: its last '*' at its own level, if it is a plain
	// pointer (not an array, nor a pointer to a function)
	for (i = start; i < size; i++) {
		char c = text[i];

		if (c == '/' && i + 1 < size && text[i + 1] == '*') {
			i = skip_blank(text, size, i) - 1;
			continue;
		}
		if (c == '(' || c == '[') {
			depth++;
			plain = false;
			continue;
		}
		if ((c == ')' || c == ']') && depth > 0) {
			depth--;
			continue;
		}
		if (c == '*' && depth == 0) {
			star = i;
			continue;
		}
		if (is_word(c) && depth == 0 && (i == start || !is_word(text[i - 1]))) {
			word = i;
			continue;
		}
		if ((c == ',' || c == ')') && depth == 0) {
			// what it finishes building: after the parameter
			if (nr <= 32 && (p->building & (1U << (nr - 1))) && plain) {
				add_edit(path, i, " __building");
				sg.building_edits = true;
			}
			if (nr <= 32 && (p->params & (1U << (nr - 1))) && plain) {
				if (star >= 0 && (ins = after_star(text, size, star)))
					add_edit(path, star + 1, ins);
				// a pointer's typedef ('pseudo_t p'): before the name
				else if (star < 0 && word >= 0 &&
					 safe_place(text, size, word, true, &offset, &ins) && ins)
					add_edit(path, offset, ins);
			}
			if (c == ')')
				break;
			nr++;
			star = -1;
			plain = true;
			word = -1;
		}
	}
}

// the annotation of the field @f: after the '*' before its name, in a
// plain pointer's declaration ('char *name;', not an array's nor a
// pointer to a function's)
static void place_field(struct field *safe f)
{
	const char *path, *text, *ins;
	long size, at = declarator(f->member, &path, &text, &size), after, offset;

	if (at < 0 || !path || !text)
		return;
	after = skip_blank(text, size, at + strlen(show_ident(f->member->ident)));
	if (after < size && (text[after] == ';' || text[after] == ',') &&
	    safe_place(text, size, at, false, &offset, &ins) && ins)
		add_edit(path, offset, ins);
}

// cond_safe(n) on the field @f: after its name ('char *text cond_safe(len);')
static void place_cond(struct field *safe f)
{
	const char *path, *text;
	long size, at = declarator(f->member, &path, &text, &size), after;
	char buf[160];
	char *ins;

	if (at < 0 || !path || !text || !f->dep)
		return;
	after = at + strlen(show_ident(f->member->ident));
	if (skip_blank(text, size, after) >= size ||
	    (text[skip_blank(text, size, after)] != ';' && text[skip_blank(text, size, after)] != ','))
		return;
	snprintf(buf, sizeof(buf), " cond_safe(%s)", show_ident(f->dep));
	ins = strdup(buf);
	if (!ins)
		die("out of memory");
	add_edit(path, after, ins);
	sg.cond_edits = true;
}

static void place_param(struct symbol *safe arg)
{
	const char *path, *ins;
	long offset;

	if (param_edit(arg, &path, &offset, &ins) && ins && path)
		add_edit(path, offset, ins);
}

// @params, bit n-1 for parameter n, on the parameters of the function
// type @type
static void place_family(struct symbol *safe type, unsigned int params)
{
	struct symbol *arg;
	int nr = 0;

	FOR_EACH_PTR(type->arguments, arg) {
		nr++;
		if (nr <= 32 && (params & (1U << (nr - 1))) && arg)
			place_param(arg);
	} END_FOR_EACH_PTR(arg);
}

// the annotations of the proposals on every declaration of their functions,
// on the fields, and on the parameters of the families' types
void place_edits(void)
{
	struct stream *streams = input_streams;
	struct field *safe *fields = sg.fields;
	struct symbol *decl;
	int i;

	for (i = 0; fields && streams && i < sg.nr_fields; i++) {
		if (fields[i]->proposed)
			place_field(fields[i]);
		else if (fields[i]->dep_proposed)
			place_cond(fields[i]);
	}
	for (i = 0; sg.stored && streams && i < sg.nr_stored; i++) {
		struct symbol *type = sg.stored[i].type;
		unsigned int params;

		if (project_type(type) && (params = family_params(type)))
			place_family(type, params);
	}
	// ... and the types that join_families() took into a family
	for (i = 0; sg.alike && streams && i < sg.nr_alike; i++) {
		struct symbol *safe ends[2] = { sg.alike[i].a, sg.alike[i].b };
		unsigned int params;
		int e;

		for (e = 0; e < 2; e++) {
			if (joined_family(ends[e], &params))
				place_family(ends[e], params);
		}
	}

	FOR_EACH_PTR(sg.decls, decl) {
		struct proposal *p = decl ? proposal_of(decl) : NULL;
		const char *path, *text;
		long size, at;

		if (!p || (!p->params && !p->result && !p->building) || !decl)
			continue;
		at = declarator(decl, &path, &text, &size);
		if (at >= 0 && path && text)
			annotate(p, decl, path, text, size, at);
	} END_FOR_EACH_PTR(decl);
}

////////////////////////////////////////////////////////////////////////
// The diff

static int cmp_edits(const void *a, const void *b)
{
	const struct edit *safe x = a, *safe y = b;	// qsort() gives two
	int c = strcmp(x->key, y->key);

	if (c)
		return c;
	return x->offset < y->offset ? -1 : x->offset > y->offset;
}

// @path as the diff names it, for 'patch -p<strip>': 'a/' (or 'b/')
// once per component to strip
static void print_path(FILE *safe out, const char *safe marker, char side, const char *safe path)
{
	unsigned int i;

	while (path[0] == '.' && path[1] == '/')
		path += 2;
	fprintf(out, "%s ", marker);
	for (i = 0; i < fsuggest_safe_strip; i++)
		fprintf(out, "%c/", side);
	fprintf(out, "%s\n", path);
}

// the line of @text that starts at @start, with its newline
static void print_line(FILE *safe out, char mark, const char *safe text, long size, long start)
{
	long end = start;

	while (end < size && text[end] != '\n')
		end++;
	fprintf(out, "%c%.*s\n", mark, (int)(end - start), text + start);
}

// the diff of the file of the edits @e[0..@n), sorted by offset
static void diff_file(FILE *safe out, struct edit *safe e, int n)
{
	long size, *starts, nr_lines = 0, i, first, last;
	int k = 0, j;
	const char *text = source_file(e[0].path, &size);

	if (!text)
		return;
	starts = malloc((size + 2) * sizeof(*starts));
	if (!starts)
		die("out of memory");
	starts[nr_lines++] = 0;
	for (i = 0; i < size; i++) {
		if (text[i] == '\n' && i + 1 < size)
			starts[nr_lines++] = i + 1;
	}
	print_path(out, "---", 'a', e[0].path);
	print_path(out, "+++", 'b', e[0].path);
	while (k < n) {
		long line = 0, hunk_end;

		// a hunk: the changed lines and three lines around each,
		// those closer than that joined into it
		while (line + 1 < nr_lines && starts[line + 1] <= e[k].offset)
			line++;
		first = line >= 3 ? line - 3 : 0;
		last = line;
		j = k;
		while (j < n) {
			long l = last;

			while (l + 1 < nr_lines && starts[l + 1] <= e[j].offset)
				l++;
			if (l > last + 7)
				break;
			last = l;
			j++;
		}
		hunk_end = last + 3 < nr_lines - 1 ? last + 3 : nr_lines - 1;
		fprintf(out, "@@ -%ld,%ld +%ld,%ld @@\n", first + 1, hunk_end - first + 1,
			first + 1, hunk_end - first + 1);
		for (line = first; line <= hunk_end; line++) {
			long end = line + 1 < nr_lines ? starts[line + 1] : size;
			long pos = starts[line];
			int m;

			if (k >= j || e[k].offset >= end) {
				print_line(out, ' ', text, size, starts[line]);
				continue;
			}
			print_line(out, '-', text, size, starts[line]);
			fputc('+', out);
			for (m = k; m < j && e[m].offset < end; m++) {
				fprintf(out, "%.*s%s", (int)(e[m].offset - pos), text + pos, e[m].text);
				pos = e[m].offset;
			}
			k = m;
			while (end > pos && (text[end - 1] == '\n'))
				end--;
			fprintf(out, "%.*s\n", (int)(end - pos), text + pos);
		}
		k = j;
	}
	free(starts);
}

// the proposals that nothing else need be tried for: of a function whose
// address is taken, and results that a condition tests
void withdraw_at_once(void)
{
	struct proposal *list = sg.list;
	struct field *safe *fields = sg.fields;
	int i;

	for (i = 0; list && i < sg.nr; i++) {
		struct proposal *safe p = &list[i];
		struct symbol *sym;

		// (what is withdrawn here is not grown again)
		if (!placeable(p->fn))
			p->building = 0;
		if (addressed(p->fn) || !placeable(p->fn)) {
			p->withdrawn |= p->params;
			p->params = 0;
			p->result_withdrawn |= p->result;
			p->result = false;
		}
		// a family's result goes through its type, unannotated
		if (in_family(p->fn))
			p->result = false;
		// a contract may make a caller's test warn
		if (!fsuggest_safe_sound)
			continue;
		FOR_EACH_PTR(results_tested, sym) {
			if (sym && same_function(sym, p->fn) && p->result) {
				p->result = false;
				p->result_withdrawn = true;
			}
		} END_FOR_EACH_PTR(sym);
	}
	hold_families();
	// a field every store of which is proven, never tested, nor
	// reached otherwise (its address, zeroed storage); with the
	// contracts, one that the code uses untested (dereferences, or
	// passes to a parameter proposed now), whatever it stores
	passed_used();
	for (i = 0; fields && i < sg.nr_fields; i++) {
		struct field *safe f = fields[i];

		// (a field declared cond_safe is annotated already)
		f->proposed = f->stores && !f->tested && !f->addressed && !f->zeroed &&
			      !is_safe_pointer(f->member) && !f->cond_declared;
		f->contract = f->proposed && f->unproven && f->used && !fsuggest_safe_sound;
		f->proposed = f->proposed && (!f->unproven || f->contract);
	}
}

// the warnings that adopting the proposals makes, once each, in order
static int cmp_lines(const void *a, const void *b)
{
	const char *safe const *safe x = a, *safe const *safe y = b;	// qsort() gives two

	return strcmp(*x, *y);
}

static void print_will_warn(void)
{
	int i, n = ptr_list_size((struct ptr_list *)sg.will_warn);
	char *safe *lines = n ? malloc(n * sizeof(*lines)) : NULL;
	char *line;

	if (!lines)
		return;
	i = 0;
	FOR_EACH_PTR(sg.will_warn, line) {
		if (line && i < n)
			lines[i++] = line;
	} END_FOR_EACH_PTR(line);
	qsort(lines, i, sizeof(*lines), cmp_lines);
	for (n = i, i = 0; i < n; i++) {
		if (!i || strcmp(lines[i], lines[i - 1]))
			fprintf(stderr, "%s\n", lines[i]);
	}
	free(lines);
}

void no_safe_message(char *safe msg, size_t size, const char *safe file)
{
	snprintf(msg, size, "%s: 'safe' is not defined there: the diff needs it "
		 "(#include <sparse-safe/safe.h>)", file);
}

// each file of @list, where the diff writes the macro @name (@written)
static void no_macro(struct string_list *list, bool written, const char *safe name)
{
	char *file;

	if (!written)
		return;
	FOR_EACH_PTR(list, file) {
		if (file)
			fprintf(stderr, "%s: '%s' is not defined there: the diff needs it "
				"(#include <sparse-safe/safe.h>)\n", file, name);
	} END_FOR_EACH_PTR(file);
}

void write_diff(void)
{
	FILE *out = stdout;
	struct edit *edits = sg.edits;
	int i, j;

	if (sg.nr_edits > 1 && edits)
		qsort(edits, sg.nr_edits, sizeof(*edits), cmp_edits);
	if (fsuggest_safe_file) {
		out = fopen(fsuggest_safe_file, "w");
		if (!out) {
			fprintf(stderr, "error: cannot write %s: %s\n", fsuggest_safe_file, strerror(errno));
			fflush(stdout);
			_exit(1);
		}
	}
	if (sg.nr_edits && sg.no_safe) {
		char *file;

		FOR_EACH_PTR(sg.no_safe, file) {
			char msg[PATH_MAX + 128];

			no_safe_message(msg, sizeof(msg), file);
			fprintf(stderr, "%s\n", msg);
		} END_FOR_EACH_PTR(file);
	}
	no_macro(sg.no_cond_safe, sg.cond_edits, "cond_safe");
	no_macro(sg.no_building, sg.building_edits, "__building");
	for (i = 0; edits && i < sg.nr_edits; i = j) {
		for (j = i + 1; j < sg.nr_edits && !strcmp(edits[j].key, edits[i].key); j++)
			;
		diff_file(out, &edits[i], j - i);
	}
	if (fflush(out) || (out != stdout && fclose(out))) {
		fprintf(stderr, "error: cannot write %s\n", fsuggest_safe_file ? fsuggest_safe_file : "the diff");
		_exit(1);
	}
	if (sg.nr_edits)
		print_will_warn();
}
