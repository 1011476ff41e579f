#ifndef SPARSE_SAFE_H
#define SPARSE_SAFE_H

struct entrypoint;


///
// Is any nullness warning on?  When none is, sparse-safe does nothing that
// stock sparse does not: its output is stock sparse's, byte for byte.
int nullness_enabled(void);

///
// The nullness checks of one function, run from linearize_hook once
// optimize() has put it in SSA form.
void check_nullness(struct entrypoint *ep);

#endif
