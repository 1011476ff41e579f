#ifndef NULLENTRY_H
#define NULLENTRY_H

///
// The ways into a block
// ---------------------
//
// A block's incoming edges, and the alternatives of one that says only
// that one of a few tests took it ('if (!a && !b) return;').  While an
// edge out of a split block is refined from one of its exits
// (split_exit() .. split_done()), split_bb is that block, split_pred the
// source of the edge that exit is from and split_case what its switch is
// on there, and a phi of the block has the value split_phi_value() gives:
// what a test reads of the block's phis (nullcond.c) is then that
// edge's.

#include "nullvalue.h"

extern struct basic_block *split_bb, *split_pred;
extern pseudo_t split_case;

/// Refine from the exit @k of the split block @from.
void split_exit(struct bbinfo *safe from, int k);

/// ... and no more.
void split_done(void);

/// The value a phi of the split block has on the edge being refined, or NULL.
pseudo_t split_phi_value(struct instruction *phi);

/// The alternatives of the side of @pred's branch that leads to @to, when
/// that side says only that one of a few tests took it (an 'and' that is
/// false, an 'or' that is true): into @alts, with the side in @truth.
/// Returns how many, or 0 when there are fewer than two or too many.
int alternatives(struct basic_block *safe pred, struct basic_block *to,
	pseudo_t *safe alts, int *safe truth);

/// What the switch that ends @bi is on, where it is entered from @pred by
/// the alternative @alt (NULL: the edge as a whole) of @pred's branch being
/// @truth, if that makes it a constant; else NULL.
pseudo_t switch_case(struct bbinfo *safe bi, struct basic_block *safe pred,
	pseudo_t alt, int truth);

/// Is the switch that ends @bi entered on an edge, or an alternative of
/// one, that makes what it is on a constant?  ('if (!p && cmd != A) goto
/// out; switch (cmd)': where p is NULL, cmd is A.)
bool switch_constrained(struct bbinfo *safe bi);

/// Has @bi more than one way in, or one that is a few alternatives?
bool may_split(struct bbinfo *safe bi);

#endif
