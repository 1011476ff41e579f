#ifndef SAFE_EVIDENCE_H
#define SAFE_EVIDENCE_H

///
// What is reported
// ----------------
//
// The solver says what is known: a pointer may be NULL at a use, and the
// evidence (a test, an assignment, a failed allocation) that made it so.
// These rules decide whether that is worth a warning.  They read the
// solver through its queries (nullstate.h: the state along an edge, the
// blocks' order, the loops) and change nothing it knows.

#include "sparse-ir.h"
#include <stdbool.h>

struct basic_block;
struct instruction;
struct nullstate;
struct pseudo;
typedef struct pseudo *pseudo_t;

///
// Is the evidence @why that @p may be NULL worth a report at a use in
// @bb?  It must be in the function's own source (a test inlined from a
// helper, or written by a function-like macro's body, is the helper's
// caution), it must reach @bb wherever it goes (every path from @why that
// the NULL of @p can take reaches @bb or ends the program: a NULL that a
// later test of something else keeps away says nothing about the use),
// @p must not be NULL only for a loop that never ran, and no variable
// behind @p may have had an assignment that sparse left out of the IR for
// its types (what the IR says of its old value, a test included, is then
// no evidence).  A _Nullable declaration is evidence wherever the value
// goes; an allocation that may fail (allocation()) is evidence where it
// is made, an inlined allocator's included, and must reach @bb as a test
// must.
bool evidence_reaches(struct nullstate *safe ns, pseudo_t safe p,
	struct instruction *safe why, struct basic_block *bb);

///
// Start noting the assignments sparse leaves out (the evaluate hook).
void install_dropped_assignments(void);

#endif
