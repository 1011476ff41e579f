#ifndef NULLMEMORY_H
#define NULLMEMORY_H

///
// What a function leaves in memory
// --------------------------------
//
// Made from a solved function for its summary (nullsummarize.c calls
// these as it makes the rest), below nullsummarize.c and above the
// summaries' queries (nullsummary.h), whose fields these fill.  Each
// reads the solve of @ns and changes nothing it knows.

#include "nullarena.h"

///
// The pointer-to-pointer parameters that the function of @ns only stores
// non-NULL values through (and those it stores through on every path
// that returns: out_nonnull, out_set), the fields of what a parameter
// points to that it only stores NULL into, on every such path
// (null_fields; a pointer-to-pointer's own at offset 0), or an
// allocation's result it never tests, and otherwise only NULL, which the
// solver does not know non-NULL at any return (maybe_fields), and the
// fields it stores through each parameter (fields_known).
void summarize_out_params(struct nullstate *safe ns);

///
// Does a test for NULL of @p (nullstate_tested()) use it anywhere in its
// function?
bool tested_anywhere(pseudo_t safe p);

///
// The global pointer variables (and pointer members of global structures,
// elements of global arrays at a constant index: global_field()) that the
// function of @ns leaves NULL on every return, by its own stores and
// calls of the file's functions (a NULL constant stored), or holding an
// allocation's result it never tests, which the solver does not know
// non-NULL at any return (NULL where that failed: maybe_globals).
void summarize_null_globals(struct nullstate *safe ns);

/// Does @call, a call of a function of the file, leave the global pointer
/// @var (global_slot()) NULL: does that function store NULL into it and
/// leave it so on every return?  With a NULL @var, does it leave any so,
/// or a field of what a parameter points to (null_fields)?
bool call_nulls(struct instruction *safe call, const void *var);

#endif
