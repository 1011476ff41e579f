#ifndef NULLSOLVE_H
#define NULLSOLVE_H

///
// The worklist solver
// -------------------
//
// The blocks in reverse postorder, a function prepared (count_paths():
// its live instructions, its paths, its conditions, its split blocks),
// solved to the fixed point.

#include "nullarena.h"

/// The entry state of the reached block @bi, into @m, made again from its
/// parents' exits as the solver made it last (they are at their fixed
/// point: none changed after); false if it is not reached.
bool entry_state(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe m);

#endif
