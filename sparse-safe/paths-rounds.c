/*
 * Feasible paths: where a path takes the sides of sparse's selects one at
 * a time, and which loops it counts.  See paths.h and paths-known.h.
 */
#include "lib.h"
#include "linearize.h"

#include "nullstate.h"
#include "paths.h"
#include "paths-known.h"

pseudo_t select_split(struct walk *safe w, struct basic_block *safe bb)
{
	struct instruction *insn;
	long long v;

	if (w->callee || !w->fired)
		return NULL;
	FOR_EACH_PTR(phis_in(w, bb), insn) {
		if (!insn->bb || insn->opcode != OP_SEL)
			continue;
		if (eval(w, insn->src1, &v, 0) == VAL_UNKNOWN &&
		    (null_kind(w, insn->src2, 0) == KNOWN_OTHER) !=
		    (null_kind(w, insn->src3, 0) == KNOWN_OTHER))
			return insn->src1;
	} END_FOR_EACH_PTR(insn);
	return NULL;
}

// Is @p a count of @bb: a phi of @bb that one of its sources gives
// itself plus or less a constant ('i++')?
static bool count_of(struct basic_block *safe bb, pseudo_t p)
{
	struct instruction *phi = p && p->type == PSEUDO_REG ? p->def : NULL;
	pseudo_t src;

	if (!phi || phi->opcode != OP_PHI || phi->bb != bb)
		return false;
	FOR_EACH_PTR(phi->phi_list, src) {
		struct instruction *ps = src && src != VOID ? src->def : NULL;
		struct instruction *step = ps && ps->phi_src && ps->phi_src->type == PSEUDO_REG ?
					   ps->phi_src->def : NULL;

		if (step && (step->opcode == OP_ADD || step->opcode == OP_SUB) &&
		    step->src1 == p && step->src2 && step->src2->type == PSEUDO_VAL)
			return true;
	} END_FOR_EACH_PTR(src);
	return false;
}

bool decided(struct walk *safe w, struct basic_block *safe bb)
{
	struct instruction *br = path_last_insn(bb), *cmp;
	long long v;

	if (!br || br->opcode != OP_CBR || br->bb_true == br->bb_false || !br->cond ||
	    br->cond->type != PSEUDO_REG || !(cmp = br->cond->def) ||
	    cmp->opcode < OP_SET_EQ || cmp->opcode > OP_SET_NE ||
	    (!count_of(bb, cmp->src1) && !count_of(bb, cmp->src2)))
		return false;
	return eval(w, br->cond, &v, 0) != VAL_UNKNOWN;
}

bool counting(struct walk *safe w, struct basic_block *safe bb, int at)
{
	int i = last_on_path(w, bb, at);

	while (++i <= at) {
		if (w->counted[i])
			return true;
	}
	return false;
}
