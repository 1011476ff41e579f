#ifndef NULLSPLIT_H
#define NULLSPLIT_H

///
// Split states
// ------------
//
// A block whose branch tests what its incoming edges disagree on is
// walked once per entry (nullentry.h), each exit kept; the edges out of
// it join what each exit's own edge says (nulledge.c).

#include "nulltransfer.h"

/// The entries of the split block @bi, into ns->split_in: one per incoming
/// edge (of @nr, as enter_block() has them, before anything is dropped),
/// or one per alternative of an edge that is a few ('if (!a && !b)
/// return;' leaves 'a' or 'b'), each with the phis as that edge has them.
/// None when there would be fewer than two, or more than MAX_SPLIT; but
/// one where the block has one way in of several, the others never taken,
/// and its branch tests a phi of integers of its own ('top && top->mdata
/// && n' with 'top' known not NULL: the phi is that way's source).
void split_inputs(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe edges, int nr);

/// Walk the split block @bi once from each of the entries split_inputs()
/// made; true if an exit changed (or their number, @was before).
bool solve_split(struct nullstate *safe ns, struct bbinfo *safe bi, int was);

/// Is the block @bi worth walking edge by edge?  Its branch must test one
/// of its phis, a pointer or a condition tested elsewhere too, and it must
/// have a few incoming edges (enter_block() counts them).
bool worth_splitting(struct bbinfo *safe bi);

#endif
