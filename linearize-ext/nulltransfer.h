#ifndef NULLTRANSFER_H
#define NULLTRANSFER_H

///
// The transfer functions
// ----------------------
//
// What each instruction does to ns->cur, the state, as a block is
// walked.

#include "nulledge.h"
#include "nullpath.h"

/// Walk @bi from the state in ns->cur, its entry state, calling @visit on
/// each instruction before its effect.
void walk_block(struct nullstate *safe ns, struct bbinfo *safe bi,
	void (*visit)(struct nullstate *safe, struct instruction *safe, void *), void *data);

/// The value of the phi @insn of @to, from its sources as the incoming
/// @edges (enter_block()'s) have them.
/// A path that each edge into the block has a phi's source in holds, where
/// the edges meet, the phi: its fact on the edges (@edges, as
/// enter_block() has them) says so before they are joined.
void hold_phi(struct nullstate *safe ns, struct instruction *safe insn,
	struct factmap *safe edges);

void transfer_phi(struct nullstate *safe ns, struct bbinfo *safe to,
	struct instruction *safe insn, struct factmap *safe edges);

#endif
