/*
 * Diagnostics as a SARIF 2.1.0 log: -fdiagnostics-format=sarif-stderr and
 * -fdiagnostics-format=sarif-file (gcc's spelling; the file is
 * <source>.sarif).  Every diagnostic, sparse's own included, is taken from
 * do_warn() through diagnostic_hook and kept; a note (an indented info()
 * line) goes with the result before it, as a related location.  The log
 * is written when the program exits: one run, its results in the order
 * they were given.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib.h"
#include "token.h"
#include "version.h"

#include "sparse-ir.h"
#include "sarif.h"

struct note {
	struct position pos;
	char *safe text;
};

struct result {
	const char *safe level;			// "warning", "error"
	const char *safe rule;
	const char *safe file;			// base_filename, for sarif-file
	struct position pos;
	char *safe text;
	struct note *notes;
	int nr_notes;
};

static struct result *results;
static int nr_results, alloc_results;

// the source files checked, in order
static const char *safe *files;
static int nr_files;

static void add_file(const char *file)
{
	const char *safe *more;
	int i;

	if (!file || !*file)
		return;
	for (i = 0; files && i < nr_files; i++) {
		if (!strcmp(files[i], file))
			return;
	}
	more = realloc(files, (nr_files + 1) * sizeof(*files));
	if (!more)
		die("out of memory");
	more[nr_files++] = file;
	files = more;
}

void sarif_file_checked(const char *file)
{
	// a source file ('-' and sparse's own command-line buffer are not)
	if (fdiagnostics_format == DIAGNOSTICS_SARIF_FILE && file && access(file, R_OK) == 0)
		add_file(file);
}

// The rules: the nullness categories, each with its option, found by the
// words of its messages (the patterns of sparse-safe(1)); the rest is
// sparse's own.
static const struct rule {
	const char *safe id;
	const char *safe text;
} rules[] = {
	{ "null-deref", "A pointer that may be NULL is dereferenced, or passed to a parameter that is dereferenced (-Wnull-deref)." },
	{ "null-alloc", "The result of an allocation that may fail is used untested (-Wnull-alloc)." },
	{ "null-check-after-deref", "A pointer is tested for NULL after it was dereferenced (-Wnull-check-after-deref)." },
	{ "safe-deref", "A pointer not proven non-NULL is dereferenced (-Wsafe-deref)." },
	{ "safe-assign", "A value not proven non-NULL is stored into a safe variable or field, or cast to a safe pointer (-Wsafe-assign)." },
	{ "safe-arg", "A value not proven non-NULL is passed to a safe or nonnull parameter (-Wsafe-arg)." },
	{ "safe-return", "A value not proven non-NULL is returned from a function whose result is safe (-Wsafe-return)." },
	{ "safe-test", "A safe pointer, or a nonnull parameter, is tested for NULL (-Wsafe-test)." },
	{ "safe-cast", "A NULL constant is cast to a safe pointer (-Wsafe-cast)." },
	{ "safe-annotation", "The safe annotation qualifies what is not a pointer, or what a pointer points to, or declarations of one thing disagree (any nullness option)." },
	{ "err-deref", "A pointer that may be an error pointer is dereferenced, passed to a parameter that must be valid, or stored into a safe variable or field (-Werr-deref)." },
	{ "err-null-test", "What a function that returns error pointers, never NULL, returned is tested for NULL, and the error pointer goes on (-Werr-null-test)." },
	{ "err-is-err", "What a function that returns NULL, never an error pointer, returned is tested with IS_ERR(), and the NULL goes on (-Werr-is-err)." },
	{ "err-ptr-err", "PTR_ERR() of a pointer that IS_ERR() found not to be an error pointer is returned as an error code (-Werr-ptr-err)." },
	{ "sparse", "A diagnostic of sparse's own checks." },
};

static bool has(const char *safe text, const char *safe words)
{
	return strstr(text, words) != NULL;
}

static const char *safe rule_of(const char *safe text)
{
	if (has(text, "which may be an error pointer"))
		return "err-deref";
	if (has(text, "returns an error pointer, not NULL"))
		return "err-null-test";
	if (has(text, "returns NULL, not an error pointer"))
		return "err-is-err";
	if (!strncmp(text, "PTR_ERR() of '", 14))
		return "err-ptr-err";
	if (has(text, "which is NULL when"))
		return "null-alloc";
	if (has(text, "is tested for NULL after it was dereferenced"))
		return "null-check-after-deref";
	if (has(text, "which dereferences it") || !strcmp(text, "dereference of NULL") ||
	    (!strncmp(text, "dereference of '", 16) && has(text, "', which may be NULL")))
		return "null-deref";
	if (!strncmp(text, "dereference of '", 16) && has(text, "not proven non-NULL"))
		return "safe-deref";
	if (!strcmp(text, "cast of NULL to a safe pointer"))
		return "safe-cast";
	if (!strncmp(text, "assignment of '", 15) || !strncmp(text, "cast of '", 9))
		return "safe-assign";
	if (!strncmp(text, "passing ", 8) && (has(text, "as safe argument") || has(text, "as nonnull argument")))
		return "safe-arg";
	if (!strncmp(text, "returning ", 10) && has(text, "from safe '"))
		return "safe-return";
	if (!strncmp(text, "testing safe '", 14) || !strncmp(text, "testing nonnull parameter '", 27) ||
	    !strncmp(text, "testing a 'safe expression'", 27))
		return "safe-test";
	if (!strncmp(text, "'safe' on '", 11) || !strncmp(text, "'safe' before the '*'", 21) ||
	    has(text, "' is declared both never NULL and _Nullable") ||
	    has(text, "' is declared with another nullness than at its "))
		return "safe-annotation";
	return "sparse";
}

static int rule_index(const char *safe id)
{
	int i;

	for (i = 0; i < (int)(sizeof(rules) / sizeof(rules[0])); i++) {
		if (!strcmp(rules[i].id, id))
			return i;
	}
	return (int)(sizeof(rules) / sizeof(rules[0])) - 1;
}

static char *safe format(const char *safe fmt, va_list args)
{
	va_list again;
	char *text;
	int len;

	va_copy(again, args);
	len = vsnprintf(NULL, 0, fmt, again);
	va_end(again);
	text = malloc(len > 0 ? len + 1 : 1);
	if (!text)
		die("out of memory");
	if (len <= 0)
		*text = '\0';
	else
		vsnprintf(text, len + 1, fmt, args);
	return text;
}

static bool take(const char *type, struct position pos, const char *fmt, va_list args)
{
	struct result *r;
	char *safe text;

	if (fdiagnostics_format == DIAGNOSTICS_TEXT || !type || !fmt)
		return false;
	text = format(fmt, args);
	if (!*type) {
		// a note: with the result before it, its indentation dropped
		char *start = text + strspn(text, " ");
		struct note *notes;

		if (!nr_results || !results) {
			free(text);
			return true;
		}
		r = &results[nr_results - 1];
		notes = realloc(r->notes, (r->nr_notes + 1) * sizeof(*notes));
		if (!notes)
			die("out of memory");
		memmove(text, start, strlen(start) + 1);
		notes[r->nr_notes].pos = pos;
		notes[r->nr_notes].text = text;
		r->notes = notes;
		r->nr_notes++;
		return true;
	}
	if (nr_results == alloc_results || !results) {
		alloc_results = alloc_results * 2 + 16;
		results = realloc(results, alloc_results * sizeof(*results));
		if (!results)
			die("out of memory");
	}
	r = &results[nr_results++];
	r->level = strncmp(type, "error", 5) ? "warning" : "error";
	r->rule = rule_of(text);
	r->file = base_filename ? base_filename : "";
	r->pos = pos;
	r->text = text;
	r->notes = NULL;
	r->nr_notes = 0;
	return true;
}

static void put_string(FILE *safe f, const char *safe s)
{
	fputc('"', f);
	for (; *s; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (c < 0x20)
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

// a message's text, as SARIF asks it: a sentence, ending with a period
static void put_message(FILE *safe f, const char *safe text)
{
	size_t len = strlen(text);
	char *s = malloc(len + 2);

	if (!s)
		die("out of memory");
	memcpy(s, text, len + 1);
	if (!len || (s[len - 1] != '.' && s[len - 1] != '?' && s[len - 1] != '!')) {
		s[len] = '.';
		s[len + 1] = '\0';
	}
	fputs("{ \"text\": ", f);
	put_string(f, s);
	fputs(" }", f);
	free(s);
}

// '"physicalLocation": ...' of @pos
static void put_physical(FILE *safe f, struct position pos)
{
	const char *name = stream_name(pos.stream);

	fputs("\"physicalLocation\": { \"artifactLocation\": { \"uri\": ", f);
	put_string(f, name ? name : "<unknown>");
	fputs(" }", f);
	if (pos.line) {
		fprintf(f, ", \"region\": { \"startLine\": %u", pos.line);
		if (pos.pos)
			fprintf(f, ", \"startColumn\": %u", pos.pos);
		fputs(" }", f);
	}
	fputs(" }", f);
}

// the log of the results of @file (all of them where @file is NULL)
static void write_log(FILE *safe f, const char *file)
{
	int i, j, n = 0;

	fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
	      "  \"version\": \"2.1.0\",\n  \"runs\": [ {\n"
	      "    \"tool\": { \"driver\": {\n"
	      "      \"name\": \"sparse-safe\",\n"
	      "      \"informationUri\": \"man:sparse-safe(1)\",\n", f);
	fputs("      \"version\": ", f);
	// the number first, as SARIF asks: '0.1.0 (sparse 0.6.4)'
	put_string(f, &SPARSE_VERSION[strcspn(SPARSE_VERSION, "0123456789")]);
	fputs(",\n      \"rules\": [", f);
	for (i = 0; i < (int)(sizeof(rules) / sizeof(rules[0])); i++) {
		fprintf(f, "%s\n        { \"id\": ", i ? "," : "");
		put_string(f, rules[i].id);
		fputs(", \"shortDescription\": ", f);
		put_message(f, rules[i].text);
		fputs(" }", f);
	}
	fputs("\n      ]\n    } },\n    \"results\": [", f);
	for (i = 0; results && i < nr_results; i++) {
		struct result *r = &results[i];

		if (file && strcmp(file, r->file))
			continue;
		fprintf(f, "%s\n      { \"ruleId\": ", n++ ? "," : "");
		put_string(f, r->rule);
		fprintf(f, ", \"ruleIndex\": %d, \"level\": \"%s\",\n        \"message\": ",
			rule_index(r->rule), r->level);
		put_message(f, r->text);
		// a fatal error has no position
		if (r->pos.line) {
			fputs(",\n        \"locations\": [ { ", f);
			put_physical(f, r->pos);
			fputs(" } ]", f);
		}
		if (r->nr_notes && r->notes) {
			fputs(",\n        \"relatedLocations\": [", f);
			for (j = 0; j < r->nr_notes; j++) {
				fprintf(f, "%s\n          { \"id\": %d, \"message\": ", j ? "," : "", j);
				put_message(f, r->notes[j].text);
				fputs(", ", f);
				put_physical(f, r->notes[j].pos);
				fputs(" }", f);
			}
			fputs("\n        ]", f);
		}
		fputs(" }", f);
	}
	fputs("\n    ]\n  } ]\n}\n", f);
}

static void write_logs(void)
{
	bool failed = false;
	int i;

	if (fdiagnostics_format == DIAGNOSTICS_SARIF_STDERR) {
		fflush(stdout);
		write_log(stderr, NULL);
		return;
	}
	if (fdiagnostics_format != DIAGNOSTICS_SARIF_FILE)
		return;
	// one log per source file, as gcc writes them
	for (i = 0; results && i < nr_results; i++)
		sarif_file_checked(results[i].file);
	for (i = 0; files && i < nr_files; i++) {
		const char *file = files[i];
		char *path;
		FILE *f;

		path = malloc(strlen(file) + sizeof(".sarif"));
		if (!path)
			die("out of memory");
		sprintf(path, "%s.sarif", file);
		f = fopen(path, "w");
		if (!f) {
			fprintf(stderr, "%serror: cannot write %s: %s\n", diag_prefix, path,
				strerror(errno));
			failed = true;
			free(path);
			continue;
		}
		write_log(f, file);
		if (fclose(f)) {
			fprintf(stderr, "%serror: cannot write %s: %s\n", diag_prefix, path,
				strerror(errno));
			failed = true;
		}
		free(path);
	}
	// a log that was asked for and not written is an error: exit 1
	if (failed) {
		fflush(NULL);
		_exit(1);
	}
}

void install_sarif(void)
{
	diagnostic_hook = take;
	atexit(write_logs);
}
