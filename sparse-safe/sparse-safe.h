#ifndef SPARSE_SAFE_H
#define SPARSE_SAFE_H

struct entrypoint;

///
// The nullness checks of one function, run from linearize_hook once
// optimize() has put it in SSA form.  When no nullness warning is on
// (nullness_warnings(), options.h), and -fdump-nullstate is not asked
// for, it does nothing: the output is stock sparse's, byte for byte.
void check_nullness(struct entrypoint *ep);

#endif
