#ifndef ERRPTR_H
#define ERRPTR_H

///
// Error pointers
// --------------
//
// The kernel's pointers have a third value beside NULL and valid: an
// error pointer, a small negative error code in a pointer (ERR_PTR()),
// which lies in the last page of the address space.  What makes one, and
// what tests one, is read from the code that <linux/err.h> compiles to,
// not from its names, so that a tree that defines them otherwise is read
// as it defines them:
//	- an error pointer is a constant in the last 2^20 values of the
//	  address space ('(void *)-12', what 'ERR_PTR(-ENOMEM)' leaves), or
//	  a pointer made from a signed integer ('ERR_PTR(err)': '(void *)
//	  error', of a 'long');
//	- an error test is a comparison of a pointer, as unsigned, with a
//	  constant in that last region ('IS_ERR_VALUE()': 'p >= -4095'): on
//	  one side the pointer is an error pointer (and so not NULL), on the
//	  other it is not one; a test of the pointer, or of an integer made
//	  from it ('PTR_ERR(p)'), against 0 says on its zero side that it is
//	  not one either.
//
// This is the error dimension of the lattice (lattice.h), kept apart
// from the NULL one: the two meet only at a test that says both
// ('IS_ERR_OR_NULL()'), and at 'safe', which means neither.  It is
// path-insensitive: the blocks an error reaches from where it is made,
// through every edge but those whose branch says it is not one.
//
// It stands beside the solver, on sparse's IR and the summaries'
// table (nullsummary.h) only; the checks that report what it finds are
// sparse-safe's errors.c.

#include "sparse-ir.h"
#include "linearize.h"

/// How a value may be an error pointer.
enum errorigin {
	EO_NONE,		// it is not one, or nothing says it may be
	EO_MAYBE,		// on some path (a call of a function that
				// ... returns one, a phi of one)
	EO_ALWAYS,		// on every path (ERR_PTR())
};

/// What one side of a branch says of one pointer: 1, it is; 0, it is
/// not; -1, nothing.
struct errtest {
	signed char err;	// an error pointer
	signed char null;	// NULL
	bool compare;		// err is from an error test (IS_ERR()'s
				// ... compare), not from a test against 0
	bool not_code;		// it is not the error pointer of
	long long code;		// ... this code ('PTR_ERR(p) != -EAGAIN')
};

///
// The pointer that @p is made from, through casts, copies and constant
// offsets ('&e->member', container_of()): what an error in @p is the
// error of.
pseudo_t err_root(pseudo_t p);

///
// What the side @truth (1: true) of a branch on @cond says of the pointer
// @root (an err_root()), into @t.  False, and @t all -1, where it says
// nothing of it.
bool err_branch_says(pseudo_t cond, int truth, pseudo_t safe root, struct errtest *safe t);

///
// If @cond is an error test (IS_ERR(), or IS_ERR_OR_NULL(): a compare
// with the error region, alone or in an 'or' on its true side), the root
// of the pointer it tests; else NULL.
pseudo_t err_tested(pseudo_t cond);

///
// How @p may be an error pointer, where it is defined.  @why, where it
// may, is the instruction that makes it one: the cast that makes the
// error, the call of a function that returns one, or the source of a phi
// that brings one.
enum errorigin err_origin(pseudo_t p, struct instruction **safe why);

///
// What the edges of a walk forget:
#define REACH_ERROR	1	// an error: on a side that says it is not one
#define REACH_NULL	2	// NULL: on a side that says it is not NULL
#define REACH_IS_ERR	4	// an error, but only where an error test
				// ... says so (not a test against 0)

///
// Walk the blocks that what @root holds reaches, as @what says, from the
// start of @from (or, with @to, from the edge @from -> @to, where @from's
// branch may forget it first).  @visit is called once on each; where it
// returns true, the walk does not go on from that block (a use that was
// reported: one fault is reported once).  Each block walked is marked
// with the generation returned, until the next walk.
unsigned long err_walk(pseudo_t safe root, struct basic_block *safe from,
	struct basic_block *to, int what,
	bool (*visit)(struct basic_block *safe bb, void *data), void *data);

///
// Does what @root holds go along the edge @from -> @to, as @what says?
// (No, where @from's branch forgets it on that side.)
bool err_edge_open(struct basic_block *safe from, struct basic_block *safe to,
	pseudo_t safe root, int what);

///
// What a function of the file returns, of error pointers and NULL.
#define ERR_CODES	4

struct errsummary {
	bool returns_error;	// an error pointer, on some path
	bool never_null;	// never NULL: each return is an error
				// ... pointer or a pointer proven not NULL
	bool may_be_null;	// NULL, on some path: a NULL constant
	int nr_codes;		// the error codes it returns, where each
	long long codes[ERR_CODES]; // ... is a constant (else -1)
	struct position pos;	// returns_error: a return of one
	bool declared;		// what its declaration says (err_ptr)
};

///
// Where @insn is in its function's own code: an instruction of the body
// of a helper inlined into it is where the helper is called (the nearest
// such call in its block, before it, else after it).
struct position err_position(struct instruction *safe insn);

///
// The summary of @fn, a function of the file, or NULL.
const struct errsummary *err_summary(struct symbol *safe fn);

///
// Make the summary of @ep's function: after those of the functions of
// the file it calls (its callers read it through err_call_summary()).
void err_summarize(struct entrypoint *safe ep);

///
// The summary of what @call calls, or NULL: a function of the file, one
// declared err_ptr, or, where a summary database is open, one that
// another file defines.
const struct errsummary *err_call_summary(struct instruction *safe call);

///
// Forget what err_origin() knew of the function just looked at (its
// pseudos), before another.
void err_function_done(void);

#endif
