#ifndef RESULTS_H
#define RESULTS_H

///
// Results the file tests
// ----------------------
//
// A function of the file that may return NULL only for reasons its
// callers rule out (a lookup that cannot miss under their locks, a walk
// that the caller's count keeps inside the list) is noise at each caller
// that does not test its result.  Its other callers tell which it is, as
// in Engler et al., "Bugs as Deviant Behavior" (SOSP 2001): a result that
// some condition of the file tests for NULL is one the file's code
// expects to be NULL, and one that none tests is not.  The conditions
// and assignments are kept as sparse evaluates the file, before any of
// its functions is linearized, so that a caller further down counts as
// much as one above; they are read at the file's first question.

#include <stdbool.h>
#include "sparse-ir.h"

struct expression;
struct symbol;

///
// The assignment @expr (from evaluate's assignment hook): the result of
// a call given to a local variable, 'p = lookup(k)'.
void note_result_assignment(struct expression *expr);

///
// The condition @expr (from evaluate's condition hook): what it tests
// for NULL, as itself, negated, or compared with a NULL constant (a call
// of a function, 'if (!lookup(k))', or a local variable assigned or
// initialized with one).
void note_condition(struct expression *expr);

///
// The file being checked is done: its notes are emptied for the next.
void results_file_done(void);

///
// Does a condition of the file being checked test the result of the
// function @fn (by its name: any declaration of it) for NULL, directly or
// through a local variable given one of its results?
bool result_tested(struct symbol *fn);

#endif
