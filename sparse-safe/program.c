/*
 * The whole program: the passes the summary database joins.  See
 * program.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/types.h>
#include <sys/wait.h>

#include "lib.h"
#include "symbol.h"
#include "options.h"

#include "nullrecord.h"
#include "summarydb.h"
#include "suggest.h"
#include "program.h"

#define ARG_SEP	'\037'			// between the arguments recorded

static char self_name[] = "sparse-safe";
static char no_suggest[] = "-fno-suggest-safe";
static char suggest[] = "-fsuggest-safe";
static char suggest_sound[] = "-fsuggest-safe-sound";
static char text_format[] = "-fdiagnostics-format=text";

static struct {
	const char *db;			// the database, absolute
	char *args;			// the arguments a file is checked with
	char *cwd;
	char *tmpdir;			// the database of a run of several files
	struct symbol_list *functions;	// of the file being checked
} program;

// @s, then @sep (where @s is not empty, and @sep not 0) and @arg
static char *safe joined(char *s, char sep, const char *safe arg)
{
	size_t n = s ? strlen(s) : 0;
	char *j = realloc(s, n + strlen(arg) + 2);

	if (!j)
		die("out of memory");
	if (!s)
		j[0] = '\0';
	else if (n && sep)
		j[n++] = sep;
	strcpy(j + n, arg);
	return j;
}

static bool is_file(const char *safe arg, struct string_list *files)
{
	char *file;

	FOR_EACH_PTR(files, file) {
		if (file == arg)
			return true;
	} END_FOR_EACH_PTR(file);
	return false;
}

static bool is_db_option(const char *safe arg)
{
	return !strncmp(arg, "-fsummaries", 11) || !strncmp(arg, "-fno-summaries", 14);
}

// the arguments a file is checked with: all but the files and the
// database's options, separated by ARG_SEP
static char *safe kept_args(int argc, char **safe argv, struct string_list *files)
{
	char *args = joined(NULL, ARG_SEP, "");
	int i;

	for (i = 1; i < argc; i++) {
		const char *arg = argv[i];

		if (arg && !is_file(arg, files) && !is_db_option(arg))
			args = joined(args, ARG_SEP, arg);
	}
	return args;
}

static char *safe record_option(const char *safe db)
{
	return joined(joined(NULL, 0, "-fsummaries-record="), 0, db);
}

static char *safe read_option(const char *safe db)
{
	return joined(joined(NULL, 0, "-fsummaries="), 0, db);
}

// Start sparse-safe with @argv (ending in NULL) in @dir, its output
// thrown away, with no input: its process, or -1
static pid_t start_quietly(const char *dir, char **safe argv)
{
	pid_t pid;

	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid == 0) {
		int null = open("/dev/null", O_RDWR);

		// nor its input: a file '-' is the parent's to read
		if (null >= 0) {
			dup2(null, 0);
			dup2(null, 1);
			dup2(null, 2);
		}
		if (dir && chdir(dir))
			_exit(127);
		execv("/proc/self/exe", argv);
		_exit(127);
	}
	return pid;
}

// Did the process @pid, waited for, run to its end?
static bool ran(pid_t pid)
{
	int status;

	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return false;
	return WIFEXITED(status) && WEXITSTATUS(status) != 127;
}

// Run sparse-safe with @argv (ending in NULL) in @dir, its output
// thrown away, with no input: did it run to its end?
static bool run_quietly(const char *dir, char **safe argv)
{
	return ran(start_quietly(dir, argv));
}

// @args (as kept_args() keeps them) split, after "sparse-safe", with
// room for @more others and the NULL that ends them
static char **safe split_args(char *safe args, int more)
{
	char **argv = calloc(strlen(args) + more + 3, sizeof(char *));
	char *a, *next;
	int n = 0;

	if (!argv)
		die("out of memory");
	argv[n++] = self_name;
	for (a = args; *a; a = next) {
		next = strchr(a, ARG_SEP);
		if (next)
			*next++ = '\0';
		else
			next = a + strlen(a);
		argv[n++] = a;
	}
	return argv;
}

static int nr_args(char **safe argv)
{
	int n = 0;

	while (argv[n])
		n++;
	return n;
}

// The file @path changed since it was recorded: record it again, in the
// directory and with the arguments it was recorded with.
static bool refresh(const char *path, const char *dir, const char *args)
{
	char *copy = strdup(args ? args : "");
	char **argv;
	bool ok;
	int n;

	const char *db = program.db;

	if (!copy || !db || !path)
		return false;
	argv = split_args(copy, 2);
	n = nr_args(argv);
	argv[n++] = record_option(db);
	argv[n++] = (char *)path;
	argv[n] = NULL;
	ok = run_quietly(dir, argv);
	free(argv);
	free(copy);
	return ok;
}

static void remove_tmpdir(void)
{
	static const char *safe const names[] = { "summaries.db", "summaries.db-wal",
		"summaries.db-shm", "summaries.db-journal" };
	const char *dir = program.tmpdir;
	unsigned int i;

	if (!dir)
		return;
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		char *path = joined(joined(NULL, 0, dir), '/', names[i]);

		unlink(path);
		free(path);
	}
	rmdir(dir);
}

// Several files, no database: summarize them all first, into a
// database of the run's own, as -fsummaries-record would (with the
// options that write files turned off), and check them with it.
static const char *first_pass(int argc, char **safe argv, struct string_list *files)
{
	const char *tmp = getenv("TMPDIR");
	char *dir, **args, *kept;
	char *file, *db;
	int n;

	if (!tmp || !*tmp)
		tmp = "/tmp";
	dir = joined(joined(NULL, 0, tmp), '/', "sparse-safe.XXXXXX");
	if (!mkdtemp(dir)) {
		free(dir);
		return NULL;
	}
	program.tmpdir = dir;
	atexit(remove_tmpdir);
	db = joined(joined(NULL, 0, dir), '/', "summaries.db");
	kept = kept_args(argc, argv, files);
	args = split_args(kept, 3 + ptr_list_size((struct ptr_list *)files));
	n = nr_args(args);
	args[n++] = no_suggest;
	args[n++] = text_format;
	args[n++] = record_option(db);
	FOR_EACH_PTR(files, file) {
		args[n++] = file;
	} END_FOR_EACH_PTR(file);
	args[n] = NULL;
	if (!run_quietly(NULL, args) || access(db, R_OK))
		db = NULL;
	free(args);
	free(kept);
	return db;
}

// Every file recorded, checked again with the database and with
// -fsuggest-safe (and -fsuggest-safe-sound, where this run has it), in
// the directory and with the other arguments it was recorded with, as
// many at once as the machine has processors, each recording what it
// proposes: whether each ran to its end.
static struct {
	pid_t *running;
	int nr, most;
	bool failed;
	bool said;			// ... and why, on stderr
	int round, done, total;		// shown on a terminal
} again;

// the round's progress, on a terminal
static void show_progress(void)
{
	if (!isatty(2))
		return;
	fprintf(stderr, "\rround %d: %d of %d files\033[K", again.round, again.done, again.total);
}

static void count_file(const char *path, const char *dir, const char *args, void *data)
{
	again.total++;
}

static void wait_one(void)
{
	pid_t *running = again.running, pid;
	int status, i;

	pid = wait(&status);
	for (i = 0; running && i < again.nr; i++) {
		if (running[i] != pid)
			continue;
		running[i] = running[--again.nr];
		again.done++;
		show_progress();
		if (!WIFEXITED(status) || WEXITSTATUS(status) == 127)
			again.failed = true;
		return;
	}
	if (pid < 0) {
		again.nr = 0;
		again.failed = true;
	}
}

static bool is_suggest_option(const char *safe arg)
{
	return !strncmp(arg, "-fsuggest-safe", 14) || !strncmp(arg, "-fno-suggest-safe", 17);
}

static void record_again(const char *path, const char *dir, const char *args, void *data)
{
	char *copy = strdup(args ? args : "");
	char **argv;
	size_t n_dir;
	pid_t pid;
	int i, n = 0;

	if (!copy || !path)
		die("out of memory");
	if (access(path, R_OK)) {
		fprintf(stderr, "error: summary database '%s': %s was recorded and cannot be read now: "
			"build the database again\n", program.db, path);
		again.failed = again.said = true;
		free(copy);
		return;
	}
	argv = split_args(copy, 4);
	for (i = 0; argv[i]; i++) {
		if (!is_suggest_option(argv[i]))
			argv[n++] = argv[i];
	}
	argv[n++] = suggest;
	if (fsuggest_safe_sound)
		argv[n++] = suggest_sound;
	argv[n++] = read_option(program.db ? program.db : "");
	// named as it was given, where it was below the directory: so are
	// the places the pass prints
	n_dir = dir ? strlen(dir) : 0;
	if (n_dir && !strncmp(path, dir, n_dir) && path[n_dir] == '/')
		path += n_dir + 1;
	argv[n++] = (char *)path;
	argv[n] = NULL;
	while (again.nr >= again.most)
		wait_one();
	pid = start_quietly(dir, argv);
	if (pid < 0 || !again.running)
		again.failed = true;
	else
		again.running[again.nr++] = pid;
	free(argv);
	free(copy);
}

static bool record_all(void)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);

	again.most = cpus > 0 && cpus < 64 ? (int)cpus : 1;
	again.running = calloc(again.most, sizeof(*again.running));
	if (!again.running)
		die("out of memory");
	again.nr = 0;
	again.failed = again.said = false;
	again.round++;
	again.done = again.total = 0;
	// each file's run records what it proposes (suggest.h)
	setenv(SUGGEST_AGREE_ENV, "1", 1);
	summarydb_each_file(count_file, NULL);
	show_progress();
	summarydb_each_file(record_again, NULL);
	while (again.nr > 0)
		wait_one();
	if (isatty(2))
		fprintf(stderr, "\r\033[K");
	free(again.running);
	again.running = NULL;
	if (again.failed && !again.said)
		fprintf(stderr, "error: summary database '%s': a file's first pass did not run to its end\n",
			program.db);
	return !again.failed;
}

static void files_given(int argc, char **argv, struct string_list *files)
{
	const char *db = fsummaries;

	if (!argv || (!nullness_warnings() && !fsuggest_safe && !fdump_nullstate))
		return;
	// no file: the program's suggestions, agreed through the database
	if (db && !fsummaries_record && fsuggest_safe && !ptr_list_size((struct ptr_list *)files)) {
		summarydb_open(db, false);
		program.db = summarydb_path(db);
		exit(suggest_agree(record_all));
	}
	if (!db && ptr_list_size((struct ptr_list *)files) > 1)
		db = first_pass(argc, argv, files);
	if (!db)
		return;
	summarydb_open(db, fsummaries && fsummaries_record);
	program.db = summarydb_path(db);
	program.args = kept_args(argc, argv, files);
	program.cwd = getcwd(NULL, 0);
	summarydb_set_refresh(refresh);
}

void install_program(void)
{
	files_hook = files_given;
}

void program_function(struct symbol *fn)
{
	if (fn && fsummaries_record && summarydb_is_open())
		add_symbol(&program.functions, fn);
}

// One more file recorded: where $SPARSE_SAFE_PROGRESS names a file
// (sparse-safe-summaries' count), a line in it, appended at once (each
// line whole, however many first passes append together)
static void tell_progress(void)
{
	const char *file = getenv("SPARSE_SAFE_PROGRESS");
	const char *name = base_filename;
	ssize_t written;
	char *line;
	int fd;

	if (!file || !*file || !name)
		return;
	fd = open(file, O_WRONLY | O_APPEND);
	if (fd < 0)
		return;
	line = joined(joined(NULL, 0, name), 0, "\n");
	// a line lost is a count less: nothing else depends on it
	written = write(fd, line, strlen(line));
	(void)written;
	free(line);
	close(fd);
}

void program_file_done(void)
{
	struct symbol *fn;

	if (!fsummaries_record || !summarydb_is_open() || !base_filename)
		return;
	summarydb_begin_file(summarydb_path(base_filename), program.cwd, program.args);
	FOR_EACH_PTR(program.functions, fn) {
		if (fn)
			summary_record(fn);
	} END_FOR_EACH_PTR(fn);
	free_ptr_list(&program.functions);
	summarydb_end_file();
	tell_progress();
}
