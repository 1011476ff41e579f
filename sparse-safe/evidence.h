#ifndef SAFE_EVIDENCE_H
#define SAFE_EVIDENCE_H

///
// What is reported
// ----------------
//
// The solver says what is known: a pointer may be NULL at a use, and the
// evidence (a test, an assignment, a failed allocation) that made it so.
// These rules decide whether that is worth a warning.  They read the
// solver through its queries (nullstate.h: the state along an edge, the
// blocks' order, the loops) and change nothing it knows.

#include "sparse-ir.h"
#include <stdbool.h>

struct basic_block;
struct instruction;
struct nullstate;
struct pseudo;
typedef struct pseudo *pseudo_t;

///
// Is the evidence @why that @p may be NULL worth a report at @use?  One
// rule decides, from where the NULL comes and what the path to @use needs
// (the manifest/latent model):
//  - a NULL the function makes itself is manifest: a NULL constant, a
//    failed allocation, the NULL side of a test of what a call returned,
//    a helper's NULL return.  It is reported where it reaches @use on a
//    path the program can take (paths.h): a branch on a flag, a count, a
//    parameter, a global or another call's result cannot make it happen
//    or not; only one on the pointer itself (or on what it was loaded
//    from) that the walk cannot decide is a correlation that keeps it
//    unproven.  Where the paths are too many to walk, it must reach @use
//    on every path it can take.
//  - a NULL that comes from the inputs is latent: a test of a parameter,
//    or of memory reachable from one.  It is not reported here; where the
//    parameter itself reaches @use, the function's summary says so, and a
//    caller that passes NULL reports it at its call
//    (nullstate_latent_use()).
//  - a helper's NULL that no call of the file tests, and that is no
//    allocation's failure, is one its callers rule out together: latent.
//  - a helper's NULL that its inputs decide (it returns NULL only where
//    a test of its parameters, or of the memory they reach, says so),
//    given this function's own inputs, is latent here too
//    (nullstate_call_latent()); given what this function made, it is
//    its own.
//  - a NULL that survives only where a loop never ran, whose running the
//    inputs decide (its test depends on a parameter or memory reachable
//    from one, or on what a call given such memory returns), is latent
//    too: the callers give it nothing to do.
// The evidence must also be the function's own (a test inlined from a
// helper, or written by a function-like macro's body, is the helper's
// caution), and no variable behind @p may have had an assignment that
// sparse left out of the IR for its types.  A _Nullable declaration is
// evidence wherever the value goes; an allocation that may fail
// (allocation()) is evidence where it is made, an inlined allocator's
// included, and must reach @use as a test must.
//
// The solver keeps one evidence for a value that may be NULL, where the
// pointer's phis gather several (a NULL constant on one path, a test of
// a lookup's result on another).  Where the NULL of the solver's @*why
// does not reach @use, each other that the phis gather (a NULL constant
// given a phi, the evidence where a value given one is made, a test of
// that value) is asked by the same rules, for its own NULL only and
// walked all the way to @use; the first that reaches it is left in
// @*why.
bool evidence_reaches(struct nullstate *safe ns, pseudo_t safe p,
	struct instruction **safe why, struct instruction *safe use);

///
// The assignment @expr, which sparse leaves out of the IR for its types
// (evaluate's hook, EVALUATED_DROPPED): what was known of its target's
// old value is not trusted after it.
void note_dropped_assignment(struct expression *expr);

#endif
