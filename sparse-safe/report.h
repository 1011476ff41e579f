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

struct symbol;
struct instruction;

///
// Warn at @pos, unless this line already had this message.  Returns
// whether it warned.  The notes (info()) after it are shown with it,
// though sparse silenced a warning before (patch 0054).
bool report(struct position pos, const char *safe fmt, ...) FORMAT_ATTR(2);

///
// A function's checks are done: notes are shown, or not, as sparse left
// them before its first report(), and the allocations reported are
// forgotten.
void report_function_done(void);

///
// Has a use of the allocation @why (a call, allocation()'s evidence) been
// reported in this function?  If not, it is taken as reported now.  An
// allocation used untested is reported once, at the first use the checks
// meet: one test after it is what every use lacks, on every path.
bool allocation_reported(struct instruction *safe why);

///
// After a report(), the indented note line at the evidence @why: the test
// whose NULL side, or the NULL constant, that reaches the value named
// @name.  Nothing when @why is NULL.
void report_evidence(struct instruction *why, const char *name);

///
// The value that the warning about to be made is about (NULL: not
// known): a note at a test that tests another pointer names that one.
void reporting_value(pseudo_t value);

///
// If the evidence @why is a call of an allocation that may fail
// (is_allocator()), the name of the function called, in a buffer of its
// own that the next call reuses; else NULL.
const char *allocation(struct instruction *why);

///
// Does the value @p flow into @to through @to's phis, at a few phis'
// depth, and what keeps its value on the way (nullstate_roots(): a cast,
// 'obj - offset')?  ('p = lookup(k); if (!p) ...' tests a value of p that
// a later phi of p is given.)
bool value_flows_into(pseudo_t p, pseudo_t to);

///
// Is @pos in the source of the function @fn itself, not in a helper
// inlined into it (helpers are defined before their callers), nor in the
// body of a function-like macro (its arguments are the function's own)?
bool own_source(struct symbol *fn, struct position pos);

#endif
