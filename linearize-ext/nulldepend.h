#ifndef NULLDEPEND_H
#define NULLDEPEND_H

///
// What a test of an integer proves of the pointers that depend on it
// ------------------------------------------------------------------
//
// A member declared cond_safe(len > 0) is not NULL where 'len > 0'
// (condsafe.h).  On the side of a branch where the test of a load of
// 'b->len' makes that true ('if (b->len)', 'if (b->len > 0)', 'for (i =
// 0; i < b->len; i++)', where 'i' counts up from 0), the same member
// reached through the same base, 'b->text', is not NULL; so is a
// parameter whose condition a test of the parameter it names makes
// true.  What is loaded of it after the branch has that value.

#include "nullpath.h"

/// On the side @truth of a branch on @cond, set in @m what cond_safe
/// says of the pointers that depend on the integers @cond tests.
void depend_on_edge(struct nullstate *safe ns, struct factmap *safe m, pseudo_t cond,
	int truth);

#endif
