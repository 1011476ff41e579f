#ifndef NULLLIVE_H
#define NULLLIVE_H

///
// Liveness of facts
// -----------------
//
// What is live on entry to a block: for pseudos, sparse's liveness
// (bb->needs); for paths, their last loads.

#include "nullarena.h"

/// Mark what is live on entry to @bi (pi->live); false if that is not known.
bool mark_live(struct nullstate *safe ns, struct bbinfo *safe bi);

/// Is what @f is about live on entry to @bi, as mark_live() marked it?
bool fact_live(struct nullstate *safe ns, struct bbinfo *safe bi, const struct fact *safe f);

/// Drop from @m the facts about what is not live on entry to @bi, as
/// mark_live() marked it.
void drop_dead(struct nullstate *safe ns, struct bbinfo *safe bi, struct factmap *safe m);

/// sparse's liveness takes a phi's value for one that each block of its
/// sources defines at its end (sparse goes out of SSA so), and stops
/// there: in SSA, a use of the phi's value after such a block, on a way
/// that leaves the loop ('c = p; while (c) { parent = c; ... } ... use
/// parent'), needs it on entry to each block up to the phi's.  Those are
/// added, to what mark_live() marks.
void live_through_phis(struct nullstate *safe ns);

/// A path's facts live until the last block of every loop around its last
/// load: a load inside a loop is reached again from the loop's back edge.
void extend_to_loops(struct nullstate *safe ns);

#endif
