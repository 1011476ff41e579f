#ifndef NULL_GLOBALS_H
#define NULL_GLOBALS_H

///
// What the file stores in its global variables
// ---------------------------------------------
//
// sparse evaluates a whole file before it linearizes any of its
// functions: note_assignment(), called for each assignment it evaluates
// (evaluate.h's hook, EVALUATED_ASSIGNMENT), sees every store the file's code makes
// to a variable, wherever the function is.  A global pointer variable
// (of the file, extern, or a function's static) whose address is not
// taken can be changed only by such an assignment, or, for one that is
// not static, by another file.  If every assignment in the file stores
// a value that is non-NULL, a call cannot make the variable NULL, as far
// as this file can tell: what was proven of it holds across the call.
//
// An assignment whose value is not non-NULL by its form is left for the
// solver to prove: the variable is "to prove" until a solve of the
// function that stores it finds the value not proven (global_unproven()),
// and a function that loads a variable still to prove is checked only
// once every function of the file has been solved (sparse-safe.c).  The
// solves that prove it assume it kept across calls: a store proven so is
// non-NULL on every execution, since the first NULL stored would have to
// come from a call that made the variable NULL before it.
//
// Another file storing NULL into an extern variable is not looked for:
// that is the assumption, documented in sparse-safe(1).

#include <stdbool.h>
#include "sparse-ir.h"

struct expression;
struct symbol;

///
// Note the assignment @expr (evaluated): where it stores into a global
// pointer variable a value that is not NULL by its form, nothing; where
// it stores anything else, that the variable may be made NULL.  Not NULL
// by its form: an address, a string, an array or a function, a call of a
// safe or returns_nonnull function, a safe variable or field, a cast to a
// safe pointer, or '+', '-', '?:', ',' and casts of those; '+=' and '-='
// keep what the variable was.
void note_assignment(struct expression *expr);

///
// Does what was proven non-NULL of the variable @sym (a load's or a
// store's, as the IR has it) hold across a call?  True for a global
// pointer variable to which every assignment of the file stores a value
// not NULL by its form or not yet found unproven by the solver.
bool kept_across_calls(struct symbol *sym);

///
// Is @sym a global pointer variable with an assignment the solver must
// prove (see above), not found unproven yet?
bool global_to_prove(struct symbol *sym);

///
// Has the file any variable still to prove?
bool globals_to_prove(void);

///
// A solve found a store into @sym that it does not prove non-NULL.
void global_unproven(struct symbol *safe sym);

///
// The global pointer variable that @sym is one declaration of (of the
// file, extern, or a function's static), the same for all of them; NULL
// for any other symbol.
const void *global_pointer_variable(struct symbol *sym);

///
// A pointer member or element, at the constant @offset, of the global
// variable @sym of a structure, union or array type ('state.buf',
// 'tab[1]'), as one key for each variable and offset, which
// global_pointer_variable()'s keys and these never share: NULL for any
// other symbol.  global_field_of() gives the variable's key (the same for
// all its declarations) and the offset back, or false for another key.
const void *global_field(struct symbol *sym, long long offset);
bool global_field_of(const void *key, const void **safe var, long long *safe offset);

///
// The key of the global variable @sym, of any type (the one
// global_pointer_variable() gives a pointer), or NULL.
const void *global_variable(struct symbol *sym);

///
// The global pointer that the load or store @insn, of a pointer,
// accesses: a variable (global_pointer_variable()), or a member or an
// element of one (global_field()); else NULL.
const void *global_slot(struct instruction *safe insn);

///
// The name of the global pointer @key that @insn accesses, as the
// program writes it ('cur', 'state.cur', 'slots[2]'), into @buf.
const char *global_slot_name(struct instruction *safe insn, char *safe buf, int size);

///
// How many variables of the file were found unproven: a count that only
// grows, for a caller that solves again until it stays.
int globals_unproven(void);

#endif
