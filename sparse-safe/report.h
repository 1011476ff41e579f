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

struct instruction;

///
// Warn at @pos, unless this line already had this message.  Returns
// whether it warned.
bool report(struct position pos, const char *fmt, ...) FORMAT_ATTR(2);

///
// After a report(), the indented note line at the evidence @why: the test
// whose NULL side, or the NULL constant, that reaches the value named
// @name.  Nothing when @why is NULL.
void report_evidence(struct instruction *why, const char *name);

#endif
