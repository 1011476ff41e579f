#ifndef NULLVALUE_H
#define NULLVALUE_H

///
// Values and facts
// ----------------
//
// A tracked pseudo has a pinfo (track()); a state's fact about it
// overrides its definition's value; join_map() joins two states, absent
// keys at their absent values.

#include "nullarena.h"

/// The pinfo of @p, made (UNKNOWN where defined) if it has none.
struct pinfo *safe track(struct nullstate *safe ns, pseudo_t safe p);

/// Note that the fact @f, about a pseudo, is left out of a state because
/// it says what the pseudo's definition gives: if that changes, the
/// blocks where the pseudo is live must be entered again (set_def()).
void left_out(const struct fact *safe f);

/// The value a key has where no fact is about it; its evidence in @why.
enum nullvalue absent_value(const struct fact *safe f, struct instruction **safe why);

/// @dst = join(@dst, @src), with absent keys at their absent values; @dst
/// and @tmp, working maps both, trade their buffers.
void join_map(struct factmap *safe dst, const struct factmap *safe src,
	struct factmap *safe tmp);

/// The value of operand @p of @insn in @m; @insn is the evidence of a NULL
/// constant.
enum nullvalue operand_value(struct nullstate *safe ns, struct factmap *safe m,
	pseudo_t p, struct instruction *insn, struct instruction **safe why);

/// A new value at the definition of @p (loaded from @path): while
/// solving, what uses it is marked to be walked again; while a split
/// block is walked edge by edge, the value goes in the state instead.
void set_def(struct nullstate *safe ns, pseudo_t p, enum nullvalue v,
	struct instruction *why, struct nullpath *path);

/// Each path of @m that holds @from holds @to from now on (a phi or a
/// select whose source there @from is); a test of @to then refines those
/// paths (pinfo.rehomed).
void rehome(struct factmap *safe m, pseudo_t safe from, pseudo_t safe to);

/// Set in @m what is known of @p, and of the paths that hold its value:
/// the one it was loaded from, unless a store since says otherwise, and
/// the one it was stored to, while that holds it; and of the pseudo a
/// path so set holds.
void set_value(struct factmap *safe m, pseudo_t p, enum nullvalue v,
	struct instruction *why);

/// What @p is a cast or copy of, or NULL.
pseudo_t cast_source(pseudo_t p);

/// The pointer operand of p + n, n + p, p - n, p & m, p | m, or NULL (and
/// of p - q: a distance, not a pointer, and of p & 1: a mask that keeps
/// only low bits, a tag, 0 for many a pointer).
pseudo_t pointer_operand(struct instruction *safe insn);

/// Is @p computed from the function's inputs alone: its parameters, the
/// memory reachable from them ('w->data & 4', 'l->head', a list walked
/// from it), and constants, through no call and no global?  The
/// parameters it reads, in @params (bit n-1 for parameter n, up to 32);
/// none where it is a constant alone.  A phi met again is taken as one
/// (its other sources decide); too long a search answers no.
bool from_inputs(pseudo_t p, unsigned int *safe params);

/// ... and through the calls for which @call_ok says that the callee's
/// result is computed from its own inputs alone, each given such values
/// ('sg = sg_next(sg)' in a walk from a parameter).
bool from_inputs_through(pseudo_t p, unsigned int *safe params,
	bool (*call_ok)(struct instruction *safe call));

/// Is @p a pointer value: tracked and not a condition, or a register of a
/// pointer type?
bool is_pointer_value(pseudo_t safe p);

/// Is @p a pointer held in a register or a parameter (what a branch may
/// test for NULL itself: 'if (p)')?
static inline bool is_pointer_reg(pseudo_t p)
{
	return p && (p->type == PSEUDO_REG || p->type == PSEUDO_ARG) && is_pointer_value(p);
}

/// Track the pointer parameters of the function, each with the value its
/// declaration gives it (safe, nonnull: NONNULL; _Nullable: MAYBE).
void track_arguments(struct nullstate *safe ns);

/// How the instruction of @pu uses the pointer it is a user of: as the
/// address of a load or a store, as the value a store stores, as an
/// argument of a call, tested or compared, otherwise; or not at all, the
/// instruction dead.
enum pointer_use {
	USE_DEAD, USE_LOAD, USE_STORE, USE_STORED, USE_ARG, USE_TEST, USE_OTHER,
};
enum pointer_use pointer_use(struct pseudo_user *safe pu);

/// The comparison @test, if its outcome @truth says that its operands are
/// equal ('x == y' true, 'x != y' false); else NULL.
static inline struct instruction *equality(pseudo_t test, int truth)
{
	struct instruction *def;

	switch (DEF_OPCODE(def, test)) {
	case OP_SET_EQ:
		break;
	case OP_SET_NE:
		truth = !truth;
		break;
	default:
		return NULL;
	}
	return truth ? def : NULL;
}

#endif
