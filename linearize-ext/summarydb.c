/*
 * The summary database: the summaries of a program's functions, kept in
 * an SQLite file across runs.  See summarydb.h for the schema.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sys/stat.h>
#include <limits.h>

#include <sqlite3.h>

#include "lib.h"

#include "summarydb.h"

#define SCHEMA_VERSION	4
#define STRING(x)	#x
#define VERSION_STRING(x)	STRING(x)

static struct {
	sqlite3 *db;
	const char *path;
	bool record;
	bool (*refresh)(const char *path, const char *dir, const char *args);
	const char *file;		// being recorded
	sqlite3_stmt *add_function, *add_param, *add_field, *add_null;
	sqlite3_stmt *get_function, *get_param, *get_field, *get_null, *get_file;
	sqlite3_stmt *add_suggested, *add_edit, *add_line;
	const char *suggesting;		// the file whose suggestions are being
					// ... recorded
} sdb;

static const char schema[] =
	"CREATE TABLE IF NOT EXISTS files(path TEXT PRIMARY KEY, mtime INTEGER,"
	" size INTEGER, dir TEXT, args TEXT);"
	"CREATE TABLE IF NOT EXISTS functions(name TEXT, file TEXT, line INTEGER,"
	" returns INTEGER, null_at TEXT, never_returns INTEGER, allocates INTEGER,"
	" gfp_param INTEGER, constant INTEGER, errors INTEGER, error_at TEXT,"
	" error_code INTEGER, null_inputs INTEGER);"
	"CREATE TABLE IF NOT EXISTS params(name TEXT, file TEXT, nr INTEGER,"
	" use INTEGER, use_at TEXT, latent INTEGER, latent_at TEXT,"
	" out_nonnull INTEGER, fields_known INTEGER, out_set INTEGER);"
	"CREATE TABLE IF NOT EXISTS fields(name TEXT, file TEXT, nr INTEGER,"
	" offset INTEGER, size INTEGER);"
	"CREATE TABLE IF NOT EXISTS nulls(name TEXT, file TEXT, global TEXT);"
	"CREATE TABLE IF NOT EXISTS suggested(file TEXT, kind INTEGER, key TEXT,"
	" defines INTEGER, params INTEGER, withdrawn INTEGER, tolerated INTEGER,"
	" result INTEGER, result_withdrawn INTEGER);"
	"CREATE TABLE IF NOT EXISTS edits(file TEXT, path TEXT, offset INTEGER, text TEXT);"
	"CREATE TABLE IF NOT EXISTS lines(file TEXT, line TEXT);"
	"CREATE TABLE IF NOT EXISTS agreed(kind INTEGER, key TEXT, params INTEGER,"
	" withdrawn INTEGER, tolerated INTEGER, result INTEGER, result_withdrawn INTEGER);"
	"CREATE INDEX IF NOT EXISTS functions_name ON functions(name);"
	"CREATE INDEX IF NOT EXISTS functions_file ON functions(file);"
	"CREATE INDEX IF NOT EXISTS params_name ON params(name, file);"
	"CREATE INDEX IF NOT EXISTS params_file ON params(file);"
	"CREATE INDEX IF NOT EXISTS fields_name ON fields(name, file, nr);"
	"CREATE INDEX IF NOT EXISTS fields_file ON fields(file);"
	"CREATE INDEX IF NOT EXISTS nulls_name ON nulls(name, file);"
	"CREATE INDEX IF NOT EXISTS nulls_file ON nulls(file);"
	"CREATE INDEX IF NOT EXISTS suggested_file ON suggested(file);"
	"CREATE INDEX IF NOT EXISTS edits_file ON edits(file);"
	"CREATE INDEX IF NOT EXISTS lines_file ON lines(file);";

static void __attribute__((noreturn)) db_die(const char *what)
{
	die("error: summary database '%s': %s: %s", sdb.path, what,
		sdb.db ? sqlite3_errmsg(sdb.db) : "cannot open it");
}

static void exec(const char *sql)
{
	if (sqlite3_exec(sdb.db, sql, NULL, NULL, NULL) != SQLITE_OK)
		db_die(sql);
}

static sqlite3_stmt *prepare(const char *sql)
{
	sqlite3_stmt *st = NULL;

	if (sqlite3_prepare_v2(sdb.db, sql, -1, &st, NULL) != SQLITE_OK || !st)
		db_die("a statement");
	return st;
}

static int user_version(void)
{
	sqlite3_stmt *st = prepare("PRAGMA user_version");
	int v = -1;

	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return v;
}

// Has the database any table at all (a new, empty file)?
static bool is_empty(void)
{
	sqlite3_stmt *st = prepare("SELECT count(*) FROM sqlite_master");
	bool empty = false;

	if (sqlite3_step(st) == SQLITE_ROW)
		empty = sqlite3_column_int(st, 0) == 0;
	sqlite3_finalize(st);
	return empty;
}

void summarydb_open(const char *path, bool record)
{
	int flags = record ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READWRITE;
	int v;

	sdb.path = path;
	sdb.record = record;
	if (sqlite3_open_v2(path, &sdb.db, flags, NULL) != SQLITE_OK) {
		if (!record && sdb.db && sqlite3_errcode(sdb.db) == SQLITE_CANTOPEN)
			die("error: summary database '%s': no such database (build it first with -fsummaries-record=%s)",
				path, path);
		db_die("open");
	}
	// several passes at once: each waits for the others' transactions
	sqlite3_busy_timeout(sdb.db, 600000);
	if (record) {
		bool made = false;

		// a new database gets its tables, once, however many first
		// passes open it at once
		exec("BEGIN IMMEDIATE");
		if (user_version() == 0 && is_empty()) {
			exec(schema);
			exec("PRAGMA user_version=" VERSION_STRING(SCHEMA_VERSION));
			made = true;
		}
		exec("COMMIT");
		// readers beside the writers, where it can be had at once (a
		// pass that has the database open may refuse it: the locks of
		// the rollback journal then serve as well)
		if (made)
			sqlite3_exec(sdb.db, "PRAGMA journal_mode=WAL", NULL, NULL, NULL);
	}
	v = user_version();
	if (v < 0)
		die("error: '%s' is not a summary database", path);
	if (v != SCHEMA_VERSION)
		die("error: '%s' is not a summary database of version %d (it is of version %d): build it again with -fsummaries-record",
			path, SCHEMA_VERSION, v);
	exec("PRAGMA synchronous=NORMAL");
	sdb.get_function = prepare("SELECT file, line, returns, null_at, never_returns,"
		" allocates, gfp_param, constant, errors, error_at, error_code, null_inputs"
		" FROM functions WHERE name = ?1 AND file != ?2");
	sdb.get_param = prepare("SELECT nr, use, use_at, latent, latent_at, out_nonnull,"
		" fields_known, out_set FROM params WHERE name = ?1 AND file = ?2 ORDER BY nr");
	sdb.get_field = prepare("SELECT offset, size FROM fields"
		" WHERE name = ?1 AND file = ?2 AND nr = ?3");
	sdb.get_null = prepare("SELECT global FROM nulls WHERE name = ?1 AND file = ?2");
	sdb.get_file = prepare("SELECT mtime, size, dir, args FROM files WHERE path = ?1");
	sdb.add_suggested = prepare("INSERT INTO suggested VALUES (?1, ?2, ?3, ?4, ?5, ?6,"
		" ?7, ?8, ?9)");
	sdb.add_edit = prepare("INSERT INTO edits VALUES (?1, ?2, ?3, ?4)");
	sdb.add_line = prepare("INSERT INTO lines VALUES (?1, ?2)");
	if (!record)
		return;
	sdb.add_function = prepare("INSERT INTO functions VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7,"
		" ?8, ?9, ?10, ?11, ?12, ?13)");
	sdb.add_param = prepare("INSERT INTO params VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,"
		" ?10)");
	sdb.add_field = prepare("INSERT INTO fields VALUES (?1, ?2, ?3, ?4, ?5)");
	sdb.add_null = prepare("INSERT INTO nulls VALUES (?1, ?2, ?3)");
}

bool summarydb_is_open(void)
{
	return sdb.db != NULL;
}

void summarydb_set_refresh(bool (*refresh)(const char *, const char *, const char *))
{
	sdb.refresh = refresh;
}

static void done(sqlite3_stmt *safe st)
{
	if (sqlite3_step(st) != SQLITE_DONE)
		db_die("a write");
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
}

static void bind_text(sqlite3_stmt *safe st, int i, const char *s)
{
	if (s)
		sqlite3_bind_text(st, i, s, -1, SQLITE_TRANSIENT);
	else
		sqlite3_bind_null(st, i);
}

static void bind_pos(sqlite3_stmt *safe st, int i, const struct db_pos *safe pos)
{
	char buf[64];
	char *s;

	if (!pos->file) {
		sqlite3_bind_null(st, i);
		return;
	}
	snprintf(buf, sizeof(buf), "%d:%d:", pos->line, pos->col);
	s = sqlite3_mprintf("%s%s", buf, pos->file);
	if (!s)
		die("out of memory");
	sqlite3_bind_text(st, i, s, -1, sqlite3_free);
}

static void delete_file(const char *safe path)
{
	static const char *const tables[] = { "files", "functions", "params", "fields", "nulls",
		"suggested", "edits", "lines" };
	unsigned int i;

	for (i = 0; i < sizeof(tables) / sizeof(tables[0]); i++) {
		char *sql = sqlite3_mprintf("DELETE FROM %s WHERE %s = %Q", tables[i],
			i ? "file" : "path", path);

		if (!sql)
			die("out of memory");
		exec(sql);
		sqlite3_free(sql);
	}
}

void summarydb_begin_file(const char *path, const char *dir, const char *args)
{
	struct stat st;
	char *sql;

	if (!sdb.db || !sdb.record || !path)
		return;
	sdb.file = path;
	exec("BEGIN IMMEDIATE");
	delete_file(path);
	if (stat(path, &st))
		st.st_mtime = st.st_size = -1;
	sql = sqlite3_mprintf("INSERT INTO files VALUES (%Q, %lld, %lld, %Q, %Q)", path,
		(long long)st.st_mtime, (long long)st.st_size, dir, args);
	if (!sql)
		die("out of memory");
	exec(sql);
	sqlite3_free(sql);
}

// @st, about the function @name of the file @file (its first two
// parameters)
static void bind_function(sqlite3_stmt *safe st, const char *name, const char *file)
{
	bind_text(st, 1, name);
	bind_text(st, 2, file);
}

// @st, a row of the function @name of the file being recorded
static void begin_row(sqlite3_stmt *safe st, const char *safe name)
{
	bind_function(st, name, sdb.file);
}

static void add_nulls(const struct db_function *safe f, const char *safe name)
{
	sqlite3_stmt *st = sdb.add_null;
	int i;

	for (i = 0; st && i < f->nr_nulls && i < DB_MAX_NULLS; i++) {
		begin_row(st, name);
		bind_text(st, 3, f->nulls[i]);
		done(st);
	}
}

static void add_param(const struct db_param *safe p, const char *safe name)
{
	sqlite3_stmt *st = sdb.add_param, *fst = sdb.add_field;
	int j;

	if (!st || !fst)
		return;
	begin_row(st, name);
	sqlite3_bind_int(st, 3, p->nr);
	sqlite3_bind_int(st, 4, p->use);
	bind_pos(st, 5, &p->use_at);
	sqlite3_bind_int(st, 6, p->latent);
	bind_pos(st, 7, &p->latent_at);
	sqlite3_bind_int(st, 8, p->out_nonnull);
	sqlite3_bind_int(st, 9, p->fields_known);
	sqlite3_bind_int(st, 10, p->out_set);
	done(st);
	for (j = 0; j < p->nr_fields && j < DB_MAX_FIELDS; j++) {
		begin_row(fst, name);
		sqlite3_bind_int(fst, 3, p->nr);
		sqlite3_bind_int64(fst, 4, p->fields[j].offset);
		sqlite3_bind_int(fst, 5, p->fields[j].size);
		done(fst);
	}
}

void summarydb_add_function(const struct db_function *f)
{
	sqlite3_stmt *st = sdb.add_function;
	const char *name = f ? f->name : NULL;
	int i;

	if (!st || !sdb.file || !f || !name)
		return;
	begin_row(st, name);
	sqlite3_bind_int(st, 3, f->line);
	sqlite3_bind_int(st, 4, f->returns);
	bind_pos(st, 5, &f->null_at);
	sqlite3_bind_int(st, 6, f->never_returns);
	sqlite3_bind_int(st, 7, f->allocates);
	sqlite3_bind_int(st, 8, f->gfp_param);
	if (f->is_constant)
		sqlite3_bind_int64(st, 9, f->constant);
	else
		sqlite3_bind_null(st, 9);
	sqlite3_bind_int(st, 10, f->errors);
	bind_pos(st, 11, &f->error_at);
	if (f->errors && f->has_error_code)
		sqlite3_bind_int64(st, 12, f->error_code);
	else
		sqlite3_bind_null(st, 12);
	sqlite3_bind_int64(st, 13, f->null_inputs);
	done(st);
	add_nulls(f, name);
	for (i = 0; i < f->nr_params && i < DB_MAX_PARAMS; i++)
		add_param(&f->params[i], name);
}

void summarydb_end_file(void)
{
	if (!sdb.db || !sdb.file)
		return;
	exec("COMMIT");
	sdb.file = NULL;
}

// a string of the run's, from column @i of @st
static const char *column_text(sqlite3_stmt *safe st, int i)
{
	const unsigned char *s = sqlite3_column_text(st, i);
	char *copy;

	if (!s)
		return NULL;
	copy = strdup((const char *)s);
	if (!copy)
		die("out of memory");
	return copy;
}

static struct db_pos column_pos(sqlite3_stmt *safe st, int i)
{
	struct db_pos pos = { NULL, 0, 0 };
	const char *s = (const char *)sqlite3_column_text(st, i);
	int n = 0;

	if (s && sscanf(s, "%d:%d:%n", &pos.line, &pos.col, &n) == 2 && n > 0 && s[n]) {
		char *copy = strdup(s + n);

		if (!copy)
			die("out of memory");
		pos.file = copy;
	}
	return pos;
}

// Is the file @path as the row of @st (its mtime and size, from column 0)
// says it was?
static bool as_recorded(sqlite3_stmt *safe st, const char *safe path)
{
	struct stat now;

	return !stat(path, &now) &&
		(long long)now.st_mtime == sqlite3_column_int64(st, 0) &&
		(long long)now.st_size == sqlite3_column_int64(st, 1);
}

// Is the file @path as it was when it was recorded, or recorded again
// now that it is not?
static bool check_file(const char *safe path)
{
	sqlite3_stmt *st = sdb.get_file;
	const char *dir = NULL, *args = NULL;
	bool current = false, known = false;

	if (!st)
		return false;
	bind_text(st, 1, path);
	if (sqlite3_step(st) == SQLITE_ROW) {
		known = true;
		current = as_recorded(st, path);
		dir = column_text(st, 2);
		args = column_text(st, 3);
	}
	sqlite3_reset(st);
	if (known && !current && sdb.refresh && sdb.refresh(path, dir, args)) {
		// read again: it is current now, or it changed once more
		bind_text(st, 1, path);
		current = sqlite3_step(st) == SQLITE_ROW && as_recorded(st, path);
		sqlite3_reset(st);
	}
	free((void *)dir);
	free((void *)args);
	return current;
}

// check_file(), once a run for each file: the files' answers so far
static bool file_current(const char *safe path)
{
	static struct {
		struct file_answer {
			char *safe path;
			bool current;
		} *list;
		int nr, alloc;
	} answers;
	struct file_answer *list = answers.list;
	char *copy;
	bool current;
	int i;

	for (i = 0; list && i < answers.nr; i++) {
		if (!strcmp(list[i].path, path))
			return list[i].current;
	}
	current = check_file(path);
	if (!list || answers.nr == answers.alloc) {
		answers.alloc = answers.alloc * 2 + 8;
		list = realloc(list, answers.alloc * sizeof(*list));
		if (!list)
			die("out of memory");
		answers.list = list;
	}
	copy = strdup(path);
	if (!copy)
		die("out of memory");
	list[answers.nr].path = copy;
	list[answers.nr++].current = current;
	return current;
}

static void read_params(struct db_function *safe f)
{
	sqlite3_stmt *st = sdb.get_param, *fst = sdb.get_field;

	if (!st || !fst)
		return;
	bind_function(st, f->name, f->file);
	while (sqlite3_step(st) == SQLITE_ROW && f->nr_params < DB_MAX_PARAMS) {
		struct db_param *p = &f->params[f->nr_params++];

		p->nr = sqlite3_column_int(st, 0);
		p->use = sqlite3_column_int(st, 1);
		p->use_at = column_pos(st, 2);
		p->latent = sqlite3_column_int(st, 3);
		p->latent_at = column_pos(st, 4);
		p->out_nonnull = sqlite3_column_int(st, 5);
		p->fields_known = sqlite3_column_int(st, 6);
		p->out_set = sqlite3_column_int(st, 7);
		bind_function(fst, f->name, f->file);
		sqlite3_bind_int(fst, 3, p->nr);
		while (sqlite3_step(fst) == SQLITE_ROW && p->nr_fields < DB_MAX_FIELDS) {
			p->fields[p->nr_fields].offset = sqlite3_column_int64(fst, 0);
			p->fields[p->nr_fields].size = sqlite3_column_int(fst, 1);
			p->nr_fields++;
		}
		sqlite3_reset(fst);
	}
	sqlite3_reset(st);
}

static void read_nulls(struct db_function *safe f)
{
	sqlite3_stmt *st = sdb.get_null;

	if (!st)
		return;
	bind_function(st, f->name, f->file);
	while (sqlite3_step(st) == SQLITE_ROW && f->nr_nulls < DB_MAX_NULLS) {
		const char *name = column_text(st, 0);

		if (name)
			f->nulls[f->nr_nulls++] = name;
	}
	sqlite3_reset(st);
}

bool summarydb_function(const char *name, const char *self, struct db_function *f)
{
	sqlite3_stmt *st = sdb.get_function;
	int rows = 0;

	// the first pass reads nothing: what it records of a file does not
	// depend on which files were recorded before it
	if (!st || !name || !f || sdb.record)
		return false;
	memset(f, 0, sizeof(*f));
	bind_function(st, name, self ? self : "");
	while (sqlite3_step(st) == SQLITE_ROW) {
		if (++rows > 1)
			break;
		f->name = name;
		f->file = column_text(st, 0);
		f->line = sqlite3_column_int(st, 1);
		f->returns = sqlite3_column_int(st, 2);
		f->null_at = column_pos(st, 3);
		f->never_returns = sqlite3_column_int(st, 4);
		f->allocates = sqlite3_column_int(st, 5);
		f->gfp_param = sqlite3_column_int(st, 6);
		f->is_constant = sqlite3_column_type(st, 7) != SQLITE_NULL;
		f->constant = sqlite3_column_int64(st, 7);
		f->errors = sqlite3_column_int(st, 8);
		f->error_at = column_pos(st, 9);
		f->has_error_code = sqlite3_column_type(st, 10) != SQLITE_NULL;
		f->error_code = sqlite3_column_int64(st, 10);
		f->null_inputs = (unsigned int)sqlite3_column_int64(st, 11);
	}
	sqlite3_reset(st);
	// defined by one file only, and that one as it was recorded
	if (rows != 1 || !f->file || !file_current(f->file))
		return false;
	read_params(f);
	read_nulls(f);
	return true;
}

const char *summarydb_path(const char *file)
{
	static const char *last, *last_path;
	char *path;

	if (!file)
		return NULL;
	if (last && !strcmp(last, file))
		return last_path;
	path = realpath(file, NULL);
	if (!path)
		path = strdup(file);
	last = strdup(file);
	if (!path || !last)
		die("out of memory");
	last_path = path;
	return path;
}

////////////////////////////////////////////////////////////////////////
// The suggestions (-fsuggest-safe through the database)

void summarydb_begin_suggestions(const char *path)
{
	char *sql;

	if (!sdb.db || !path || !sdb.add_suggested)
		return;
	sdb.suggesting = path;
	exec("BEGIN IMMEDIATE");
	sql = sqlite3_mprintf("DELETE FROM suggested WHERE file = %Q;"
		"DELETE FROM edits WHERE file = %Q; DELETE FROM lines WHERE file = %Q",
		path, path, path);
	if (!sql)
		die("out of memory");
	exec(sql);
	sqlite3_free(sql);
}

void summarydb_add_suggested(const struct db_suggested *s)
{
	sqlite3_stmt *st = sdb.add_suggested;

	if (!st || !sdb.suggesting || !s || !s->key)
		return;
	bind_text(st, 1, sdb.suggesting);
	sqlite3_bind_int(st, 2, s->kind);
	bind_text(st, 3, s->key);
	sqlite3_bind_int(st, 4, s->defines);
	sqlite3_bind_int64(st, 5, s->params);
	sqlite3_bind_int64(st, 6, s->withdrawn);
	sqlite3_bind_int64(st, 7, s->tolerated);
	sqlite3_bind_int(st, 8, s->result);
	sqlite3_bind_int(st, 9, s->result_withdrawn);
	done(st);
}

void summarydb_add_edit(const char *path, long offset, const char *text)
{
	sqlite3_stmt *st = sdb.add_edit;

	if (!st || !sdb.suggesting || !path || !text)
		return;
	bind_text(st, 1, sdb.suggesting);
	bind_text(st, 2, path);
	sqlite3_bind_int64(st, 3, offset);
	bind_text(st, 4, text);
	done(st);
}

void summarydb_add_line(const char *line)
{
	sqlite3_stmt *st = sdb.add_line;

	if (!st || !sdb.suggesting || !line)
		return;
	bind_text(st, 1, sdb.suggesting);
	bind_text(st, 2, line);
	done(st);
}

void summarydb_end_suggestions(void)
{
	if (!sdb.db || !sdb.suggesting)
		return;
	exec("COMMIT");
	sdb.suggesting = NULL;
}

// @list, an array of *@alloc elements of @size bytes, with room for
// element @nr (*@alloc grows)
static void *safe room(void *list, int nr, int *safe alloc, size_t size)
{
	if (list && nr < *alloc)
		return list;
	*alloc = *alloc * 2 + 64;
	list = realloc(list, *alloc * size);
	if (!list)
		die("out of memory");
	return list;
}

static struct db_suggested column_suggested(sqlite3_stmt *safe st, int i)
{
	struct db_suggested s;

	s.kind = sqlite3_column_int(st, i);
	s.key = column_text(st, i + 1);
	s.defines = sqlite3_column_int(st, i + 2);
	s.params = sqlite3_column_int64(st, i + 3);
	s.withdrawn = sqlite3_column_int64(st, i + 4);
	s.tolerated = sqlite3_column_int64(st, i + 5);
	s.result = sqlite3_column_int(st, i + 6);
	s.result_withdrawn = sqlite3_column_int(st, i + 7);
	return s;
}

int summarydb_suggestions(bool agreed, struct db_suggested **safe rows)
{
	sqlite3_stmt *st;
	struct db_suggested *list = NULL;
	int nr = 0, alloc = 0;

	*rows = NULL;
	if (!sdb.db)
		return 0;
	st = prepare(agreed ?
		"SELECT kind, key, 1, params, withdrawn, tolerated, result, result_withdrawn"
		" FROM agreed ORDER BY kind, key" :
		"SELECT kind, key, defines, params, withdrawn, tolerated, result, result_withdrawn"
		" FROM suggested ORDER BY kind, key, file");
	while (sqlite3_step(st) == SQLITE_ROW) {
		list = room(list, nr, &alloc, sizeof(*list));
		list[nr] = column_suggested(st, 0);
		if (list[nr].key)
			nr++;
	}
	sqlite3_finalize(st);
	*rows = list;
	return nr;
}

void summarydb_set_agreed(const struct db_suggested *rows, int nr)
{
	sqlite3_stmt *st;
	int i;

	if (!sdb.db)
		return;
	exec("BEGIN IMMEDIATE");
	exec("DELETE FROM agreed");
	st = prepare("INSERT INTO agreed VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
	for (i = 0; rows && i < nr; i++) {
		sqlite3_bind_int(st, 1, rows[i].kind);
		bind_text(st, 2, rows[i].key);
		sqlite3_bind_int64(st, 3, rows[i].params);
		sqlite3_bind_int64(st, 4, rows[i].withdrawn);
		sqlite3_bind_int64(st, 5, rows[i].tolerated);
		sqlite3_bind_int(st, 6, rows[i].result);
		sqlite3_bind_int(st, 7, rows[i].result_withdrawn);
		done(st);
	}
	sqlite3_finalize(st);
	exec("COMMIT");
}

// what the rows of a query are given to: an edit's, or a line's
struct row_visit {
	void (*per_edit)(const char *path, long offset, const char *text, void *data);
	void (*per_line)(const char *line, void *data);
	void *data;
};

// the rows of the query @sql, each given to @v's
static void each_row(const char *safe sql, const struct row_visit *safe v)
{
	sqlite3_stmt *st;

	if (!sdb.db)
		return;
	st = prepare(sql);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *first = (const char *)sqlite3_column_text(st, 0);

		if (v->per_line && first)
			v->per_line(first, v->data);
		if (v->per_edit && first && sqlite3_column_text(st, 2))
			v->per_edit(first, (long)sqlite3_column_int64(st, 1),
				(const char *)sqlite3_column_text(st, 2), v->data);
	}
	sqlite3_finalize(st);
}

void summarydb_each_edit(void (*visit)(const char *path, long offset, const char *text, void *data),
	void *data)
{
	struct row_visit v = { .per_edit = visit, .data = data };

	each_row("SELECT DISTINCT path, offset, text FROM edits ORDER BY path, offset", &v);
}

void summarydb_each_line(void (*visit)(const char *line, void *data), void *data)
{
	struct row_visit v = { .per_line = visit, .data = data };

	each_row("SELECT DISTINCT line FROM lines ORDER BY line", &v);
}

void summarydb_each_file(void (*visit)(const char *path, const char *dir, const char *args,
	void *data), void *data)
{
	struct recorded { const char *path, *dir, *args; } *list = NULL;
	int nr = 0, alloc = 0, i;
	sqlite3_stmt *st;

	if (!sdb.db || !visit)
		return;
	// read whole before any is visited: a visit may record the file
	// again, which the statement's read would hold up
	st = prepare("SELECT path, dir, args FROM files ORDER BY path");
	while (sqlite3_step(st) == SQLITE_ROW) {
		list = room(list, nr, &alloc, sizeof(*list));
		list[nr].path = column_text(st, 0);
		list[nr].dir = column_text(st, 1);
		list[nr].args = column_text(st, 2);
		if (list[nr].path)
			nr++;
	}
	sqlite3_finalize(st);
	for (i = 0; list && i < nr; i++) {
		visit(list[i].path, list[i].dir, list[i].args, data);
		free((void *)list[i].path);
		free((void *)list[i].dir);
		free((void *)list[i].args);
	}
	free(list);
}
