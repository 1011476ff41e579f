#ifndef SAFE_PATHS_H
#define SAFE_PATHS_H

///
// Feasible paths
// --------------
//
// The solver joins states where paths meet: at a use, a pointer is MAYBE
// when some way in has it NULL.  Whether a path from the evidence to the
// use can really be taken is asked here, one path at a time, as the
// program would run: the branches it takes tell what their conditions
// were, a constant given to a phi on the way in is that phi's value (a
// flag set together with the pointer, a counter still 0), and the NULL
// itself goes only where the values on the path carry it (a phi given
// another value on the way leaves it behind).  The solver's own edges are
// asked too: an edge on which it knows the pointer non-NULL (a test of it,
// a value implied by another, a split block's exit) is no such path.

#include <stdbool.h>
#include "sparse-ir.h"

struct basic_block;
struct instruction;
struct nullstate;

enum path_answer {
	PATH_NONE,				// no path carries the NULL there
	PATH_CORRELATED,			// ... but through branches on the
						// ... pointer itself, that the
						// ... walk does not decide
	PATH_UNKNOWN,				// too many paths to tell
	PATH_FOUND,				// one does, each branch on its way
						// ... that it does not decide
						// ... independent of the NULL
};

///
// Is there a path from the evidence @why (a test's NULL side, an assigned
// NULL, a call whose result may be NULL) to the block @bb, on which the
// NULL that @why gives a pointer, or one of the @nr @roots it is computed
// from (nullstate_roots()), reaches @bb still NULL?  Each path is taken
// as far as a bound of block entries allows (PATH_UNKNOWN past it); a
// loop is gone round while that tells something new, and at most a few
// times (the last time with what its integer phis count forgotten, so
// that a loop of a constant count is left), but a loop whose branch the
// path decides with the values it knows ('for (i = 0; i < 4; i++)') as
// the program goes round it, up to a bound, and left where it is left.
// An 'if' that sparse made selects, setting a pointer and another value
// together, is taken one side at a time, as a branch is.  A branch that the path does
// not decide is independent of the NULL unless what it tests is computed
// from the pointer itself, from a call given it or what it was loaded
// from, or from memory it was loaded from (independent()): only a path
// through a branch on those is PATH_CORRELATED.  With @own_null, only the NULL that @why gives
// counts: another NULL constant that the path gives the pointer after it
// (a phi source of its own) is another evidence's, not this one's.
enum path_answer null_path(struct nullstate *safe ns, struct instruction *safe why,
	pseudo_t *safe roots, int nr, struct basic_block *safe bb, bool own_null);

///
// Can the NULL of a pointer whose roots are @roots (@nr of them,
// nullstate_roots()) take the edge @from -> @to, as the solver has it?
// Not if the edge cannot be taken, nor where a root is NONNULL on it: a
// test of it, or, out of a split block, an edge that only the exits where
// it is not NULL take ('x = p ? p->f : 0; if (x == K)').
///
// May @call, of a function of the file that allocates (its NULL is taken
// for the allocation's failure), reach a call of an allocation that may
// fail with the arguments it is given?  Not where those arguments (the
// constants among them) keep it from every one: 'lookup(s, i, 0)' of a
// lookup that allocates what it misses only when its last argument says
// so.  True where that is not known.
bool path_call_allocates(struct nullstate *safe ns, struct instruction *safe call);

bool path_edge_takes_null(struct nullstate *safe ns, struct basic_block *safe from,
	struct basic_block *safe to, pseudo_t *safe roots, int nr);

///
// Is the phi source @insn the NULL constant that @why, a phi source too,
// gives: the same expression (an initializer, 'p = NULL' before an if and
// its else), which SSA copied into each path that reaches the phi?
bool path_null_copy(struct instruction *safe insn, struct instruction *safe why);

///
// The last instruction still in @bb: its branch, or its return (NULL in
// an empty block).
struct instruction *path_last_insn(struct basic_block *safe bb);

#endif
