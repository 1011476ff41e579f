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
// Is the evidence @why that @p may be NULL worth a report at a use in
// @bb?  It must be in the function's own source (a test inlined from a
// helper, or written by a function-like macro's body, is the helper's
// caution), and no variable behind @p may have had an assignment that
// sparse left out of the IR for its types (what the IR says of its old
// value, a test included, is then no evidence).  Then the NULL must reach
// @bb on a path the program can take (paths.h): one whose branches that
// the path does not decide test what is independent of the NULL (calls,
// constants) is enough; where the paths go only through branches on what
// may go with the NULL (a flag, a count, an argument, memory), or are too
// many to walk, every path from @why that the NULL can take must reach
// @bb (or end the program), and @p must not be NULL only for a loop that
// never ran.  Where no path carries the NULL to @bb (a flag set with the
// pointer, a count that is 0 where it is NULL, a function of the file
// that returns NULL only for other arguments), it is no evidence.  A
// _Nullable declaration is evidence wherever the value goes; an
// allocation that may fail (allocation()) is evidence where it is made,
// an inlined allocator's included, and must reach @bb as a test must.
bool evidence_reaches(struct nullstate *safe ns, pseudo_t safe p,
	struct instruction *safe why, struct basic_block *bb);

///
// Start noting the assignments sparse leaves out (the evaluate hook).
void install_dropped_assignments(void);

#endif
