/*
 * The ways into a block: its incoming edges, the alternatives of an edge
 * that says only that one of a few tests took it, what a switch it ends
 * is on where an entry makes that a constant, and, while an edge out of a
 * split block is refined from one of its exits, which entry that exit is
 * from.  See nullentry.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"

#include "nullentry.h"

// While the edge out of a split block is refined from one of its exits:
// the block, and the source of the edge that exit is from.  A phi of that
// block is then the value it has on that edge.
struct basic_block *split_bb, *split_pred;
pseudo_t split_case;		// the constant a switch is on there

void split_exit(struct bbinfo *safe from, int k)
{
	struct split_exits *exits = bb_exits(from);

	split_bb = from->bb;
	split_pred = exits ? exits->pred[k] : NULL;
	split_case = exits ? exits->on[k] : NULL;
}

void split_done(void)
{
	split_bb = split_pred = NULL;
	split_case = NULL;
}

pseudo_t split_phi_value(struct instruction *phi)
{
	struct instruction *src;

	if (!phi || !split_bb || phi->bb != split_bb)
		return NULL;
	src = phi_source(phi, split_pred);
	return src ? src->phi_src : NULL;
}

int alternatives(struct basic_block *safe pred, struct basic_block *to,
	pseudo_t *safe alts, int *safe truth)
{
	struct bbinfo *pi = pred->priv;
	struct instruction *br = pi ? pi->last : NULL, *def;
	pseudo_t stack[MAX_SPLIT + 1];
	int n = 0, top = 0, op;

	if (!br || br->opcode != OP_CBR || br->bb_true == br->bb_false ||
	    br->of_member)
		return 0;
	*truth = br->bb_true == to;
	op = *truth ? OP_OR : OP_AND;
	if (!br->cond || DEF_OPCODE(def, br->cond) != op || !def || def->size != 1)
		return 0;
	stack[top++] = br->cond;
	while (top) {
		pseudo_t c = stack[--top];

		if (c && DEF_OPCODE(def, c) == op && def && def->size == 1 &&
		    top + 2 <= MAX_SPLIT) {
			stack[top++] = def->src2;
			stack[top++] = def->src1;
			continue;
		}
		if (n == MAX_SPLIT)
			return 0;
		alts[n++] = c;
	}
	return n;
}

// The constant that @test, being @truth, says @x is ('x == K' true, 'x !=
// K' false), or NULL.
static pseudo_t equal_constant(pseudo_t test, int truth, pseudo_t safe x)
{
	struct instruction *def = equality(test, truth);
	pseudo_t k;

	if (!def)
		return NULL;
	k = def->src1 == x ? def->src2 : def->src2 == x ? def->src1 : NULL;
	return k && k->type == PSEUDO_VAL ? k : NULL;
}

pseudo_t switch_case(struct bbinfo *safe bi, struct basic_block *safe pred,
	pseudo_t alt, int truth)
{
	struct instruction *sw = bi->last, *br;
	struct bbinfo *pi = pred->priv;

	if (!sw || sw->opcode != OP_SWITCH || !sw->cond)
		return NULL;
	if (alt)
		return equal_constant(alt, truth, sw->cond);
	br = pi ? pi->last : NULL;
	if (!br || br->opcode != OP_CBR || br->bb_true == br->bb_false)
		return NULL;
	return equal_constant(br->cond, br->bb_true == bi->bb, sw->cond);
}

bool switch_constrained(struct bbinfo *safe bi)
{
	struct basic_block *parent;
	pseudo_t alts[MAX_SPLIT];
	int n, i, truth;

	FOR_EACH_PTR(bi->bb->parents, parent) {
		n = alternatives(parent, bi->bb, alts, &truth);
		for (i = 0; i < n; i++) {
			if (switch_case(bi, parent, alts[i], truth))
				return true;
		}
		if (!n && switch_case(bi, parent, NULL, 0))
			return true;
	} END_FOR_EACH_PTR(parent);
	return false;
}

bool may_split(struct bbinfo *safe bi)
{
	struct basic_block_list *parents = bi->bb->parents;
	struct ptr_list *head = one_node(parents);
	struct basic_block *first;
	pseudo_t alts[MAX_SPLIT];
	int truth;

	if (!parents)
		return false;
	if (head) {
		first = head->list[0];
		if (first != head->list[head->nr - 1])
			return true;
	} else {
		first = first_basic_block(parents);
		if ((void *)first != last_ptr_list((struct ptr_list *)parents))
			return true;
	}
	return first && alternatives(first, bi->bb, alts, &truth) > 0;
}
