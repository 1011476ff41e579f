#ifndef PROGRAM_H
#define PROGRAM_H

///
// The whole program
// -----------------
//
// The passes over a program's files that the summary database
// (summarydb.h) joins.  -fsummaries-record=DB checks each file and
// records its functions' summaries; -fsummaries=DB checks each file with
// the summaries of the functions other files define.  A file recorded
// that has changed since is recorded again (the first pass run on it
// alone, with the arguments it was recorded with) before its summaries
// are read.  Without a database, a run given several files summarizes
// them all first, in a first pass of its own into a database of its
// own, and checks them with it; a run given one file is what it always
// was.

#include <stdbool.h>

struct symbol;
struct string_list;

///
// Install the passes: sparse's files_hook, called with the arguments
// and the files once the options are read.
void install_program(void);

///
// @fn is a function of the file being checked (linearized).
void program_function(struct symbol *fn);

///
// The file being checked is done: where the database is being recorded,
// its functions' summaries and its calls' tests of results go in it.
void program_file_done(void);

#endif
