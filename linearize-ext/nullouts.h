#ifndef NULLOUTS_H
#define NULLOUTS_H

///
// What a function leaves through a parameter
// ------------------------------------------
//
// Made from a solved function for its summary (nullmemory.c calls these
// as it makes what the function leaves in memory), above the summaries'
// queries (nullsummary.h), whose fields these fill.  Each reads the
// solve of @ns and changes nothing it knows.

#include "nullarena.h"

///
// The parameters that the function of @ns, which returns a pointer, only
// loads and stores through, and what it leaves through each, at offset
// 0, on every return that may return NULL, where that is a constant or a
// value it knows not 0 ('*len = 0; ... if (!t) return NULL;', '*err =
// -ENOMEM; return NULL;'): into its summary's null_outs.  A caller that
// gave the address of its own variable, untouched since, reads that value
// there where the call returned NULL.
void summarize_null_outs(struct nullstate *safe ns, struct symbol *safe fn);

///
// Does the function of @ns store through @arg, a pointer to a pointer,
// on some return, and leave what it points to as the caller gave it only
// on returns where an allocation failed (kept_outs)?
bool kept_where_allocation_failed(struct nullstate *safe ns, pseudo_t safe arg);

///
// The call of an allocation that may fail whose result @p is, through its
// casts, or NULL.
struct instruction *failing_allocation(pseudo_t p);

#endif
