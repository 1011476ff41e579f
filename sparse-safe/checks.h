#ifndef SAFE_CHECKS_H
#define SAFE_CHECKS_H

///
// The nullness checks
// -------------------
//
// Each check is called on one instruction while nullstate_replay() walks a
// reached block, so that nullstate_value() gives the state the instruction
// sees.  Each warns (through report.h) in its own category, only when that
// category's option is on:
//
//	null	-Wnull-deref	a load or store through a pointer that is NULL
//				or MAYBE, or a call through a function
//				pointer that is, with a note at the evidence
//	deref	-Wsafe-deref	... through one that is not proven NONNULL
//	assign	-Wsafe-assign	a value not proven NONNULL stored into a safe
//				variable or field, or cast to a safe pointer,
//				or left in a cond_safe member where the object
//				is seen with its condition met (pairs.c)
//	arg	-Wsafe-arg	... passed to a safe parameter (not in the
//				variadic part), directly or through a pointer,
//				or to a cond_safe one whose condition the call
//				may meet
//	return	-Wsafe-return	... returned by a function whose result is safe
//	test	-Wsafe-test	a safe pointer tested for NULL
//	cast	-Wsafe-cast	a NULL constant cast to a safe pointer (off by
//				default: a waiver; any other cast to safe is an
//				assertion the solver trusts)
//	alloc	-Wnull-alloc	what null and arg report, where the evidence
//				is an allocation that may fail
//	check-after-deref -Wnull-check-after-deref
//				a pointer tested for NULL where every path to
//				the test dereferenced it (after-deref.c, a pass
//				of its own over the solved function)
//	err-deref, err-null-test, err-is-err, err-ptr-err -Werr-...
//				error pointers (errors.c, a pass of its own
//				over the function, beside the solver)

#include "sparse-ir.h"
#include "linearize.h"
#include "nullstate.h"

struct check_context {
	struct entrypoint *safe ep;
	struct instruction *return_phi;	// the phi of the returned values
};

/// null and deref: a load or store through its address
void check_dereference(struct nullstate *safe ns, struct instruction *safe insn);

/// null: a call through a function pointer that is NULL or MAYBE
void check_call_target(struct nullstate *safe ns, struct instruction *safe call);

/// assign: a store into a safe lvalue, or a cast to a safe pointer of a
/// value that may be NULL; cast: of a NULL constant
void check_assignment(struct nullstate *safe ns, struct instruction *safe insn);

/// What @call's parameters are looked up in: the function called, where
/// it is named (its earlier declarations count), or its type.
struct symbol *callee(struct instruction *safe call);

/// Has the function a call calls a safe parameter?
bool calls_safe(struct instruction *safe call);

/// Does @call pass a NULL constant to a nonnull(...) parameter?
bool passes_null_to_nonnull(struct instruction *safe call);

/// assign: where the object can be seen by others (@insn: a call given
/// its address, or any call for a global object, a store of its address,
/// a return that leaves it to the caller), each cond_safe pair (condsafe.h) that the function changed on
/// the way there (a store to the pointer or to its integer, walked back up
/// to the last call) keeps its condition: the integer is a constant that
/// does not meet it, or the pointer is proven non-NULL there.  Changing
/// both, in either order, between two such points is fine.
void check_pairs(struct nullstate *safe ns, struct instruction *safe insn);

/// Objects still being built: a fresh object is one allocation of its
/// structure (through casts; an allocator, or a function declared
/// malloc, given its size and no count), a memset() or zeroing
/// initializer of it, or what a parameter declared 'building' points to.
/// assign: where it can be seen by others (@insn: a call given it, but
/// to a 'building' parameter or a function of the C library, a store of
/// it, a return of it, unless it is NULL there), each safe member of its
/// structure that a way from where it was made leaves unset (no store to
/// it, no call given the object) is reported: "safe member 'p->name' is still NULL
/// when 'p' is passed to 'register_pane'".
void check_built(struct nullstate *safe ns, struct instruction *safe insn);

/// deref: a load of a safe member of a fresh object that a way from where
/// it was made reaches with the member unset.
void check_unset_read(struct nullstate *safe ns, struct instruction *safe load);

/// -fsuggest-safe: may @ep's parameter @nr be building at all: a pointer
/// to a structure with safe members (declared, or proposed while the
/// proposals are tried), not declared building?  No solve needed.
bool may_build(struct entrypoint *safe ep, int nr);

/// -fsuggest-safe: would @ep, solved as @ns, finish building what its
/// parameter @nr points to, were the parameter declared 'building'?  Its
/// structure has safe members, each is set on every way to each return,
/// none is read before it is set, and the object is seen by no one
/// before then (check_built() and check_unset_read() would say nothing
/// of it).
bool builds_param(struct nullstate *safe ns, struct entrypoint *safe ep, int nr);

/// -fsuggest-safe: the cond_safe members whose pairs @ep, solved as @ns,
/// does not keep (check_pairs() would report them), into @out (at most
/// @max); how many.
int broken_pairs(struct nullstate *safe ns, struct entrypoint *safe ep, struct symbol **out,
	int max);

/// Does @store change a cond_safe pair?  (The function is then checked.)
bool stores_cond_pair(struct instruction *safe store);

/// arg: a call's arguments for its safe parameters
void check_arguments(struct nullstate *safe ns, struct instruction *safe insn);

/// return: a value returned (OP_RET, or a source of the return phi)
void check_return(struct nullstate *safe ns, struct instruction *safe insn,
	struct check_context *safe ctx);

///
// test: a safe pointer tested for NULL, found as sparse evaluates the
// source (through safe_test_hook).  Called once, before any file is read.
void install_test_check(void);

/// test: a nonnull parameter tested for NULL in its own function
void check_nonnull_test(struct instruction *safe insn);

///
// check-after-deref: the tests of @ep, solved as @ns, of a pointer that
// every path to them dereferenced; a note at one of the dereferences.
// Tests in an inlined helper (or a function-like macro's body, where the
// test's own tokens are the body's) are theirs, not the function's, and
// so is a test of what an inlined helper returned: not reported.
void check_tests_after_deref(struct nullstate *safe ns, struct entrypoint *safe ep);

///
// err-deref, err-null-test, err-is-err, err-ptr-err (errors.c): where an
// error pointer (errptr.h) of @ep goes, and how @ep tests and returns
// them; first, @ep's summary of what it returns, for its callers.
void check_error_pointers(struct entrypoint *safe ep);


///
// The misplaced annotations of a function's declarations (its parameters,
// its result, its local variables): 'safe' on what is not a pointer.
void check_annotations(struct entrypoint *safe ep);

#endif
