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

#include <stdbool.h>
#include "lib.h"

struct basic_block;
struct entrypoint;
struct instruction;
struct pseudo;
typedef struct pseudo *pseudo_t;

///
// Warn at @pos, unless this line already had this message.  Returns
// whether it warned.
bool report(struct position pos, const char *fmt, ...) FORMAT_ATTR(2);

///
// After a report(), the indented note line at the evidence @why: the test
// whose NULL side, or the NULL constant, that reaches the value named
// @name.  Nothing when @why is NULL.
void report_evidence(struct instruction *why, const char *name);

///
// Is the evidence @why of a value that may be NULL worth a report at a
// use in @bb?  It must be in the function's own source (a test inlined
// from a helper is the helper's caution), and every path from it must
// reach @bb (a NULL that a later test of something else keeps away says
// nothing about the use).
bool evidence_reaches(struct instruction *why, struct basic_block *bb);

///
// Was a variable behind @p (one of the pointers it is computed from: see
// nullstate_roots()) assigned, in @ep's function, by an assignment sparse
// left out of the IR for its types?  Then what the IR says of its value,
// a test of the old one included, is no evidence.
bool assigned_out_of_ir(struct entrypoint *ep, pseudo_t p);

///
// Start noting the assignments sparse leaves out (the evaluate hook).
void install_dropped_assignments(void);

#endif
