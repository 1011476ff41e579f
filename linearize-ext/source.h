#ifndef SOURCE_H
#define SOURCE_H

///
// The source as written
// ---------------------
//
// sparse drops a file's tokens once the file is parsed: what the checks
// want of the text afterwards (a macro's definition, an argument as it is
// written, where an annotation goes) is read back from the file.  And the
// statements of a function's body, walked.

#include <stdbool.h>
#include "sparse-ir.h"

struct statement;

///
// The text of the file @path, read whole and NUL-terminated, its length in
// *@size; NULL where it cannot be read.  The files read last are kept:
// the text stays valid until a few more are read (the caller does not
// free it).
const char *source_file(const char *safe path, long *safe size);

///
// ... of the file of sparse's input stream @stream (NULL for the command
// line, or a stream it does not have).
const char *source_text(int stream, long *safe size);

///
// Was @pos read from a system header (a file of a system include
// directory)?
bool in_system_header(struct position pos);

///
// The offset in @text of line @line, column @col, as sparse counts them
// (from 1, a tab to the next tab stop); -1 where there is no such place.
long source_offset(const char *safe text, long size, unsigned int line, unsigned int col);

///
// Call @visit on @stmt and on every statement in it (the branches of an
// 'if', a loop's parts, a switch's body, cases and labels, a compound's
// statements, and an inlined call's declarations of its parameters, the
// arguments their initializers), each before those it holds.  Not into expressions: a
// statement expression is the visitor's to walk.
void walk_statements(struct statement *stmt,
	void (*visit)(struct statement *safe, void *), void *data);

#endif
