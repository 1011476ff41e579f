#ifndef NULLRECORD_H
#define NULLRECORD_H

///
// Recording the file's summaries
// ------------------------------
//
// The summaries of the file's functions, as rows of the summary database
// (summarydb.h) for the checks of other files: above the summaries'
// table and queries (nullsummary.h), which read the rows back.

#include "sparse-ir.h"

/// Record what the file knows of @fn, one of its functions, in the
/// summary database being recorded: where other files can call it (it
/// has external linkage, and is not a header's), its summary, and whether
/// it never returns.
void summary_record(struct symbol *safe fn);

#endif
