#ifndef SAFE_REPORT_H
#define SAFE_REPORT_H

///
// Reporting
// ---------
//
// Every nullness warning goes through report(): it is sparse's warning()
// (so -Wsparse-error, -fmax-warnings and the diagnostic prefix apply), but
// one source line never carries the same message twice, however many
// copies of the code (inlined functions, macros) produced it.

#include "sparse-ir.h"
#include <stdbool.h>
#include "lib.h"

struct basic_block;
struct symbol;
struct instruction;
struct nullstate;
struct pseudo;
typedef struct pseudo *pseudo_t;

///
// Warn at @pos, unless this line already had this message.  Returns
// whether it warned.
bool report(struct position pos, const char *safe fmt, ...) FORMAT_ATTR(2);

///
// After a report(), the indented note line at the evidence @why: the test
// whose NULL side, or the NULL constant, that reaches the value named
// @name.  Nothing when @why is NULL.
void report_evidence(struct instruction *why, const char *name);

///
// If the evidence @why is a call of an allocation that may fail
// (is_allocator()), the name of the function called; else NULL.
const char *allocation(struct instruction *why);

///
// Is @pos in the source of the function @fn itself, not in a helper
// inlined into it (helpers are defined before their callers), nor in the
// body of a function-like macro (its arguments are the function's own)?
bool own_source(struct symbol *fn, struct position pos);

///
// Is the evidence @why that @p may be NULL worth a report at a use in
// @bb?  It must be in the function's own source (a test inlined from a
// helper, or written by a function-like macro's body, is the helper's
// caution), it must reach @bb wherever it goes (nullstate_inevitable(): a
// NULL that a later test of something else keeps away says nothing about
// the use), @p must not
// be NULL only for a loop that never ran (nullstate_only_before_loop()),
// and no variable behind @p may have had an assignment that sparse left
// out of the IR for its types (what the IR says of its old value, a test
// included, is then no evidence).  A _Nullable declaration is evidence
// wherever the value goes; an allocation that may fail (allocation()) is
// evidence where it is made, an inlined allocator's included, and must
// reach @bb as a test must.
bool evidence_reaches(struct nullstate *safe ns, pseudo_t safe p,
	struct instruction *safe why, struct basic_block *bb);

///
// Start noting the assignments sparse leaves out (the evaluate hook).
void install_dropped_assignments(void);

#endif
