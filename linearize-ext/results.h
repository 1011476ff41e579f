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
// a call of the file tests for NULL is one the file's code says can be
// NULL, and each call that does not test it is then reported (however
// many they are: untested calls do not vouch for each other); one that no
// call tests is one whose NULL the file's callers rule out together.  A call leaves its result untested wherever no condition
// tests it: used at once, kept in
// memory, returned to the function's own callers, or not used at all; a
// variable given it is tested by a condition further down (or by a
// loop's condition), not by one above that tested what it held before.
// The calls, the conditions and the assignments are kept as sparse
// evaluates the file, before any of its functions is linearized, so that
// a caller further down counts as much as one above; they are read at
// the file's first question.

#include <stdbool.h>
#include "sparse-ir.h"

struct expression;
struct symbol;

///
// The call @expr (evaluate's hook, EVALUATED_CALL): one more call of the
// function it names.
void note_call(struct expression *expr);

///
// The assignment @expr (evaluate's hook, EVALUATED_ASSIGNMENT): the result of
// a call given to a local variable, 'p = lookup(k)'.
void note_result_assignment(struct expression *expr);

///
// The condition @expr (evaluate's hook, EVALUATED_CONDITION): what it tests
// for NULL, as itself, negated, or compared with a NULL constant (a call
// of a function, 'if (!lookup(k))', or a local variable assigned or
// initialized with one).
void note_condition(struct expression *expr);

///
// The condition @cond (evaluate's hook, EVALUATED_LOOP_CONDITION) is a
// loop's: where it tests a variable, that variable's assignments are
// tested by it wherever they are in the loop.
void note_loop_condition(struct expression *cond);

///
// The variable named @ident that a loop's condition on the line of @pos
// tests for NULL ('while (p)', 'for (; p != NULL; ...)'), or NULL.
struct symbol *loop_tested_variable(struct position pos, const struct ident *ident);

///
// The symbol @sym is used by an expression (evaluate's hook,
// EVALUATED_SYMBOL): called, or its address taken.
void note_reference(struct symbol *sym);

///
// Is @fn a static function of the file that its declaration says may go
// unused ('__attribute__((unused))', the kernel's __always_unused), and
// that no expression of the file names: never called, its address never
// taken?  It runs on no path.  (A static function without the attribute
// that nothing calls is one the compiler warns about already.)
bool never_used(struct symbol *fn);

///
// The file being checked is done: its notes are emptied for the next.
void results_file_done(void);

///
// Does the file expect the function @fn (by its name: any declaration of
// it) to return NULL: is its result tested for NULL, directly or through
// a local variable given it, by a call of it in the file?
bool result_expected(struct symbol *fn);

#endif
