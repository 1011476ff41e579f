#ifndef NULLCOND_H
#define NULLCOND_H

///
// What a test says
// ----------------
//
// cond_facts() and branch_facts() append to @r, from @n, at most
// MAX_REFINE refinements in all, each a pseudo and what the side says of
// it, and return the new count.

#include "nullentry.h"
#include "nullsummary.h"

/// What a return of non-zero from the function of the file that @call
/// calls proves not NULL (its summary's proves[], @nr of them), or NULL:
/// what a test that finds the call true says, as cond_facts() and
/// refine_edge() read it.
const struct proof *call_proves(struct instruction *safe call, int *safe nr);

/// Has any function of the file a summary that proves something (above)?
bool file_proves(void);

/// @s proves the @nr @proves (at most MAX_PROVES).
void summary_set_proves(struct summary *safe s, const struct proof *safe proves, int nr);

/// What the outcome @truth of a test of @cond says of the pointers (and
/// tracked integers) it tests.
int cond_facts(pseudo_t cond, int truth, struct refinement *safe r, int n, int depth);

/// The value of @p on the side @truth of a test, if the test says something.
enum nullvalue side_value(struct refinement *safe r, int n, pseudo_t p,
	enum nullvalue v);

/// What the side @truth of the branch @br says; nothing for a test of the
/// address of a member ('&p->m'), which C says is never NULL.
int branch_facts(struct instruction *safe br, int truth, struct refinement *safe r, int n);

/// The pointer that @value is computed from (see nullstate_roots()) and
/// that the outcome @truth of a test of @cond says is NULL, or NULL.
pseudo_t null_root(pseudo_t cond, int truth, pseudo_t value);

/// A phi's implication: 'len = s ? strlen(s) : 0' is a phi whose sources
/// are constants but one, which comes through the side of a test where s
/// is not NULL; a later branch on len ('if (len)', 'if (len > 0)') whose
/// side no constant source can take says what that test's side said.
/// Made where the phi's block dominates the branch, as above.
///
/// An implication: the side of a test of 'a && b' that is false says
/// that a and b are not both true (of 'a || b' that is true, not both
/// false).  Where one of them, the guard, is a test of an integer against
/// constants ('type == T_PANE || type == T_HOME'), a later branch that
/// makes the integer a constant for which the guard is @guard_truth makes
/// the other (!home) @other_truth: what the other says on that side, it
/// says there.  Made only where the side's block has no other way in and
/// dominates the later branch: every path to it went through the side,
/// and the values, SSA values, are the same there.
struct implication {
	struct basic_block *safe at;		// the block that side enters
	struct instruction *safe br;		// the test
	pseudo_t safe var;			// the integer
	pseudo_t safe guard, other;
	int guard_truth, other_truth;
	struct instruction *phi;		// or: the integer is this phi,
						// ... whose one source that is not
						// ... a constant comes through the
						// ... side @other_truth of @br
	struct instruction *join, *pair;	// or: the pointer @var is the phi
						// ... @join, not NULL where the
						// ... phi @pair (@other) is: each
						// ... way in gives them @from and
						// ... @from_other (or the other way
						// ... round) where another
						// ... implication holds, or what
						// ... its state says is not NULL
						// ... for one of them at least
	pseudo_t from, from_other;
	bool edge_only;				// it holds on the edge into @at,
						// ... which has other ways in: in
						// ... no block (join_implications())
};

// the most a function has
#define MAX_IMPLICATIONS	16

/// The integer values that more than one branch tests ('if (f) p = NULL;
/// ... if (!f)'): tracked, so that an edge says what it says of them
/// (nonzero is NONNULL, zero is NULL) and a later test of one is
/// understood where a split block meets it.  Marks too the blocks whose
/// branch a split would look at (->leaves), and gives each block whose
/// branch may make an integer a constant the implications that hold
/// there (->implied).
void track_conditions(struct nullstate *safe ns);

/// the value of the guard @g (see guard_var()) where its integer is @k:
/// 1, 0, or -1 where that is not known
int guard_value(pseudo_t g, long long k, int depth);

/// the integer phi that the branch @br tests ('if (len)'), or compares
/// with a constant ('if (len > 0)'), or NULL
pseudo_t tested_int(struct instruction *safe br);

#endif
