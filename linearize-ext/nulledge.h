#ifndef NULLEDGE_H
#define NULLEDGE_H

///
// Edges
// -----
//
// The state along an edge is its source's exit refined by what the
// branch says on that side; false where the edge cannot be taken.

#include "nullcond.h"
#include "nullpath.h"

/// While enter_block() marks what is live in the block it enters, that
/// block: an edge into it need not keep what it learns of a pointer dead
/// there.
extern struct bbinfo *cutting;

/// @m refined by the @n refinements @r of a side of the branch @br (and
/// what is computed from each pointer refined); false if nothing can be
/// on that side.
bool assume(struct factmap *safe m, struct refinement *safe r, int n,
	struct instruction *br);

/// The state along the edge @from -> @to, from the exit state @out of
/// @from, into @m; false if it cannot be taken.  A predicate of the file
/// that the branch finds true proves what its summary says (call_proves()).
bool refine_edge(struct nullstate *safe ns, struct bbinfo *safe from,
	const struct keptmap *safe out, struct basic_block *safe to, struct factmap *safe m);

/// The state along the edge @from -> @to, from each of @from's exits
/// where it is a split block; false if it cannot be taken.
bool edge_state(struct nullstate *safe ns, struct bbinfo *safe from,
	struct basic_block *safe to, struct factmap *safe m);

/// On the edge from @from to @to, what the implications of @from's
/// branch say, applied to @m; false if the edge cannot be taken.
bool implied_on_edge(struct bbinfo *safe from, struct basic_block *safe to,
	struct factmap *safe m);

#endif
