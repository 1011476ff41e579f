#ifndef SUMMARYDB_H
#define SUMMARYDB_H

///
// The summary database
// --------------------
//
// The summaries of a program's functions, kept across runs in an SQLite
// file, so that a file's check knows what the functions of other files
// do: a first pass (-fsummaries-record=DB) records each file's
// functions with external linkage, and the check (-fsummaries=DB) reads
// them for each call it cannot see into.  This room knows SQLite and its
// own plain rows, nothing of sparse's types: nullsummary.c turns a row
// into a summary, and a summary into a row.
//
// The schema (version 4, in PRAGMA user_version):
//
//	files(path, mtime, size, dir, args)
//		each file recorded, as it was then (its modification time
//		and size), with the directory and the arguments it was
//		checked with
//	functions(name, file, line, returns, null_at, never_returns,
//		allocates, gfp_param, constant, errors, error_at, error_code,
//		null_inputs)
//		each function with external linkage that a file defines:
//		returns is 1 where it never returns NULL, 2 where it may
//		(null_at: where it returns one), 3 where every return
//		returns a NULL constant, 0 where it is not known;
//		allocates, where its NULL is taken for a failed allocation
//		(gfp_param: the parameter whose flags can keep each from
//		failing, a pool's, or 0); constant is the integer every
//		return returns, or NULL; errors is 1 where it returns error
//		pointers (ERR_PTR()) and never NULL, 2 where it returns both,
//		0 where no error pointer (error_at: a return of one;
//		error_code: the one error code it returns, or NULL);
//		null_inputs, where returns is 2 and the inputs decide
//		whether it returns NULL, the parameters that do (bit n-1:
//		parameter n: a key it does not hold, the end of a list it
//		is given), or 0
//	params(name, file, nr, use, use_at, latent, latent_at,
//		out_nonnull, fields_known, out_set)
//		a pointer parameter it says something of: use is 1 where it
//		is dereferenced before any test (2: passed first to a
//		parameter that must not be NULL; use_at: there), latent
//		where a NULL given there reaches a use after a test of it
//		(latent_at), out_set where it stores through it on every
//		path that returns, out_nonnull where it stores through it only
//		what is not NULL, fields_known where the fields listed are
//		all it stores through it
//	fields(name, file, nr, offset, size)
//		those fields (bytes, bits)
//	nulls(name, file, global)
//		a global variable with external linkage that the function
//		leaves NULL on every return
//
// and, where the files' suggestions are agreed through the database
// (suggest.h's suggest_agree()), what each file proposes, with what the
// program agreed before taken as made:
//
//	suggested(file, kind, key, defines, params, withdrawn, tolerated,
//		result, result_withdrawn)
//		kind 0: a function (key: its name, or for a static one
//		'name@path:line:col', where it is defined), defines where
//		the file defines it, params its parameters proposed (bit
//		n-1: parameter n), withdrawn those it withdrew (a caller
//		that does not prove one, with -fsuggest-safe-sound), and
//		tolerated, result, result_withdrawn as bits and flags of
//		the same; kind 1: a field (key: 'path:line:col' of its
//		declaration), params 1 where the file proposes it, withdrawn
//		1 where it rules it out (a test, its address, a store not
//		proven), result 1 where it is a contract; kind 2: a family
//		of functions (key: the place of its type), params those
//		parameters all its functions in the file propose
//	edits(file, path, offset, text)
//		the file's insertions into the files it reads (path)
//	lines(file, line)
//		the lines its proposals make it print after the diff
//	agreed(kind, key, params, withdrawn, tolerated, result,
//		result_withdrawn)
//		what the program's files agree on (summarydb_set_agreed()),
//		which the first pass takes as made; with
//		-fsuggest-safe-sound, kind 3 (key 'phase') says whether the
//		files grow the proposals (params 1) or withdraw them (2)
//
// A position ('_at') is "line:column:path".  A file's rows are replaced
// in one transaction, so that several first passes at once (make -jN)
// each leave a whole file's rows or none.  A row is trusted only where
// one file defines the function, and that file is as it was when it was
// recorded (its modification time and size): a file changed since is
// recorded again before it is trusted (summarydb_set_refresh()).  The
// first pass reads nothing from the database: what it records of a
// file is the same whichever files were recorded before it, so the
// check's output does not depend on the order of the first pass.

#include <stdbool.h>
#include "safe.h"

#define DB_MAX_PARAMS	32
#define DB_MAX_FIELDS	16
#define DB_MAX_NULLS	4

struct db_pos {
	const char *file;			// NULL: none
	int line, col;
};

struct db_param {
	int nr;					// 1, 2, ...
	int use;				// 1 dereferenced, 2 passed on, first
	struct db_pos use_at;
	bool latent;
	struct db_pos latent_at;
	bool out_nonnull;
	bool out_set;
	bool fields_known;
	int nr_fields;
	struct db_field {
		long long offset;
		int size;
	} fields[DB_MAX_FIELDS];
};

enum db_returns {
	DB_RETURNS_UNKNOWN,
	DB_RETURNS_NONNULL,
	DB_RETURNS_MAYBE,
	DB_RETURNS_NULL,
};

struct db_function {
	const char *name;
	const char *file;			// the file that defines it
	int line;
	enum db_returns returns;
	struct db_pos null_at;			// MAYBE: a return of NULL
	bool never_returns;
	bool allocates;
	int gfp_param;				// 0, or a parameter whose flags
						// ... can keep it from failing
	bool is_constant;
	long long constant;
	unsigned int null_inputs;		// MAYBE: the parameters that decide
						// ... whether it returns NULL
	int nr_params;
	struct db_param params[DB_MAX_PARAMS];
	int nr_nulls;
	const char *nulls[DB_MAX_NULLS];	// the global variables it leaves NULL
	int errors;				// 1: error pointers, never NULL;
						// ... 2: both; 0: no error pointer
	struct db_pos error_at;			// ... a return of one
	bool has_error_code;			// ... each with this code
	long long error_code;
};

enum db_suggest_kind {
	DB_SUGGEST_FUNCTION,
	DB_SUGGEST_FIELD,
	DB_SUGGEST_FAMILY,
	DB_SUGGEST_PHASE,			// (the agreement's, with
						// ... -fsuggest-safe-sound)
};

struct db_suggested {
	int kind;				// enum db_suggest_kind
	const char *key;
	bool defines;
	unsigned int params, withdrawn, tolerated;
	bool result, result_withdrawn;
};

///
// Open the database at @path (made if missing, for @record), for the
// whole run.  A file that is not a summary database of this version is an
// error: the run dies with a message that says so.
void summarydb_open(const char *path, bool record);

///
// Is a database open?
bool summarydb_is_open(void);

///
// Start recording the file @path (the file checked, as given), replacing
// what was recorded of it before; @dir and @args are what it is checked
// with, for summarydb_refresh().  Then summarydb_add_*(), then
// summarydb_end_file().
void summarydb_begin_file(const char *path, const char *dir, const char *args);
void summarydb_add_function(const struct db_function *f);
void summarydb_end_file(void);

///
// The one trusted definition of the function @name, in @f (its strings
// live as long as the run): false where none, where several files
// define it, or where the file that does has changed since it was
// recorded and could not be recorded again.  A file other than @self.
bool summarydb_function(const char *name, const char *self, struct db_function *f);

///
// The path of @file as the database names it: absolute, with no link.
const char *summarydb_path(const char *file);

///
// A file that changed since it was recorded is recorded again before its
// rows are read: @refresh runs the first pass on it (with the directory
// and arguments it was recorded with) and says whether it could.
void summarydb_set_refresh(bool (*refresh)(const char *path, const char *dir,
	const char *args));

///
// Record what the file @path proposes (suggest_agree()'s run of the
// file, which may read the database, not record it), replacing what it
// proposed before: then
// summarydb_add_*(), then summarydb_end_suggestions().
void summarydb_begin_suggestions(const char *path);
void summarydb_add_suggested(const struct db_suggested *s);
void summarydb_add_edit(const char *path, long offset, const char *text);
void summarydb_add_line(const char *line);
void summarydb_end_suggestions(void);

///
// Every file's rows of suggested (or, with @agreed, the agreement's),
// ordered by kind and key, in a list of the run's (*@rows); how many.
int summarydb_suggestions(bool agreed, struct db_suggested **safe rows);

///
// The agreement is now @rows[0..@nr).
void summarydb_set_agreed(const struct db_suggested *rows, int nr);

///
// @visit each insertion that a file records (once each, by path and
// offset), each line (once each, sorted), each file recorded.
void summarydb_each_edit(void (*visit)(const char *path, long offset, const char *text,
	void *data), void *data);
void summarydb_each_line(void (*visit)(const char *line, void *data), void *data);
void summarydb_each_file(void (*visit)(const char *path, const char *dir, const char *args,
	void *data), void *data);

#endif
