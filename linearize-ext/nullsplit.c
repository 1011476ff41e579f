/*
 * Split states (property simulation): a block whose branch tests what its
 * incoming edges disagree on is walked once per edge, or per alternative
 * of an edge, and keeps an exit for each.  See nullsplit.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"
#include "options.h"

#include "annotations.h"
#include "nullsplit.h"
#include "nulllive.h"

// the values of @bi's phis on the edge from @pred, whose state is @edge,
// into @m; and they are live there, for drop_dead()
static void split_phis(struct bbinfo *safe bi, struct factmap *safe m,
	struct factmap *safe edge, struct basic_block *pred)
{
	struct instruction *insn, *src, *why;
	struct pinfo *pi;
	enum nullvalue v;
	pseudo_t value;

	if (!bi->phis)
		return;
	FOR_EACH_PTR(bi->bb->insns, insn) {
		if (!insn->bb)
			continue;
		if (insn->opcode != OP_PHI)
			break;
		pi = pinfo(insn->target);
		if (!pi)
			continue;
		pi->live = bi->idx + 1;
		src = phi_source(insn, pred);
		value = src ? src->phi_src : NULL;
		if (!value)
			continue;
		v = value_in(edge, value, &why);
		if (v == NV_NULL && value->type == PSEUDO_VAL)
			why = src;
		map_set(m, pi->pseudo, 0, v, why);
	} END_FOR_EACH_PTR(insn);
}

// the value on the edge @k (of ns->edges) of what the branch of @bi tests,
// @leaf: for a phi of @bi, its source from that edge's predecessor
static enum nullvalue leaf_value(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe edges, int k, pseudo_t leaf)
{
	struct instruction *def = leaf ? leaf->def : NULL, *why;

	if (leaf && leaf->type == PSEUDO_REG && def && def->opcode == OP_PHI &&
	    def->bb == bi->bb) {
		def = phi_source(def, ns->edge_preds[k]);
		return def ? value_in(&edges[k], def->phi_src, &why) : NV_UNKNOWN;
	}
	return value_in(&edges[k], leaf, &why);
}

// Do the @nr incoming @edges of @bi differ in what its branch tests, so
// that walking each alone can show one of them not to go on?  (A phi of
// integers differs from edge to edge: each edge has a test of its own.)
static bool edges_differ(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe edges, int nr)
{
	pseudo_t safe *leaves = bi->leaves;
	int i, k, n = bi->nr_leaves;

	for (i = 0; leaves && i < n; i++) {
		struct instruction *def = leaves[i]->def;
		enum nullvalue first;

		if (leaves[i]->type == PSEUDO_REG && def && def->opcode == OP_PHI &&
		    def->bb == bi->bb && !is_pointer(def->type))
			return true;
		first = leaf_value(ns, bi, edges, 0, leaves[i]);
		for (k = 1; k < nr; k++) {
			if (leaf_value(ns, bi, edges, k, leaves[i]) != first)
				return true;
		}
	}
	return false;
}

// is @p what the branch of @bi tests?
static bool is_leaf(struct bbinfo *safe bi, void *p)
{
	pseudo_t safe *leaves = bi->leaves;
	int i;

	for (i = 0; leaves && i < bi->nr_leaves; i++) {
		if (leaves[i] == p)
			return true;
	}
	return false;
}

// is the fact @f about what the branch of @bi tests, or a path through it?
static bool about_leaf(struct bbinfo *safe bi, const struct fact *safe f)
{
	return is_leaf(bi, f->is_path ? ((struct nullpath *)f->key)->base : f->key);
}

// Do the @nr incoming @edges of @bi differ in something its branch does
// not test, or in a phi it does not test?  If not, the exits, refined,
// join to what the joined entry gives: no need to split.
static bool edges_differ_beyond(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe edges, int nr)
{
	struct factmap *safe a = &edges[0];
	const struct fact *safe af = map_facts(a);
	struct instruction *insn;
	int k;

	if (bi->phis) {
		FOR_EACH_PTR(bi->bb->insns, insn) {
			if (!insn->bb)
				continue;
			if (insn->opcode != OP_PHI)
				break;
			if (!is_tracked(insn->target) || is_leaf(bi, insn->target))
				continue;
			for (k = 1; k < nr; k++) {
				if (leaf_value(ns, bi, edges, k, insn->target) !=
				    leaf_value(ns, bi, edges, 0, insn->target))
					return true;
			}
		} END_FOR_EACH_PTR(insn);
	}
	for (k = 1; k < nr; k++) {
		struct factmap *safe b = &edges[k];
		const struct fact *safe bf = map_facts(b);
		int i = 0, j = 0;

		while (i < a->nr || j < b->nr) {
			const struct fact *safe f, *g = NULL;
			struct instruction *why;

			if (j >= b->nr || (i < a->nr &&
			    (unsigned long)af[i].key < (unsigned long)bf[j].key)) {
				f = &af[i++];
			} else if (i >= a->nr ||
			    (unsigned long)bf[j].key < (unsigned long)af[i].key) {
				f = &bf[j++];
			} else {
				f = &af[i++];
				g = &bf[j++];
			}
			if (about_leaf(bi, f) ||
			    (ns->live_known && !fact_live(ns, bi, f)))
				continue;
			if (g ? g->value != f->value : f->value != absent_value(f, &why))
				return true;
		}
	}
	return false;
}

// Do the edges from @a and @b into @bi give each of its phis the same
// source, and its switch the same case?  Then they differ in nothing the
// block's branch can tell apart.
static bool same_entry(struct bbinfo *safe bi, struct basic_block *safe a,
	struct basic_block *safe b)
{
	struct instruction *insn, *sa, *sb;

	FOR_EACH_PTR(bi->bb->insns, insn) {
		if (!insn->bb)
			continue;
		if (insn->opcode != OP_PHI)
			break;
		sa = phi_source(insn, a);
		sb = phi_source(insn, b);
		if ((sa ? sa->phi_src : NULL) != (sb ? sb->phi_src : NULL))
			return false;
	} END_FOR_EACH_PTR(insn);
	return switch_case(bi, a, NULL, 0) == switch_case(bi, b, NULL, 0);
}

// at most this many edges are grouped
#define MAX_GROUPED	(4 * MAX_SPLIT)

// The entries of the split block @bi when its @nr incoming @edges are too
// many to walk each alone: one per group of edges that give its phis the
// same sources (what '&&' leaves: a 0 from each test that failed, the
// last test's outcome), each with what its edges know, joined.  None
// when there would be fewer than two groups, or more than MAX_SPLIT.
static void split_groups(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe edges, int nr)
{
	int group[MAX_GROUPED], k, j, g, n = 0;

	if (nr > MAX_GROUPED)
		return;
	for (k = 0; k < nr; k++) {
		for (j = 0; j < k && !same_entry(bi, ns->edge_preds[j], ns->edge_preds[k]); j++)
			;
		if (j < k) {
			group[k] = group[j];
			continue;
		}
		if (n == MAX_SPLIT)
			return;
		group[k] = n++;
	}
	if (n < 2)
		return;
	for (g = 0; g < n; g++) {
		struct factmap *safe m = &ns->split_in[ns->nr_split_in];
		struct basic_block *pred = NULL;

		for (k = 0; k < nr; k++) {
			if (group[k] != g)
				continue;
			if (!pred) {
				pred = ns->edge_preds[k];
				map_copy(m, &edges[k]);
			} else {
				join_map(m, &edges[k], &ns->join);
			}
		}
		if (!pred)
			continue;
		split_phis(bi, m, m, pred);
		ns->split_in_case[ns->nr_split_in] = switch_case(bi, pred, NULL, 0);
		ns->split_in_pred[ns->nr_split_in++] = pred;
	}
}

void split_inputs(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe edges, int nr)
{
	pseudo_t alts[MAX_SPLIT][MAX_SPLIT];
	bool one_way;
	int k, a, n, truth[MAX_SPLIT], nr_alts[MAX_SPLIT], total = 0;

	// a phi of integers that many tests lead to ('a && b && ...')
	if (nr > MAX_SPLIT) {
		if (bi->int_phi)
			split_groups(ns, bi, edges, nr);
		return;
	}
	for (k = 0; k < nr; k++) {
		nr_alts[k] = alternatives(ns->edge_preds[k], bi->bb, alts[k], &truth[k]);
		total += nr_alts[k] ? nr_alts[k] : 1;
	}
	if (total > MAX_SPLIT && bi->int_phi)
		split_groups(ns, bi, edges, nr);
	// (one way in, where the others are never taken: its phi of integers
	// is then the one source that way gives, 'top && top->mdata' where
	// 'top' is known not NULL)
	one_way = total == 1 && nr == 1 && bi->int_phi &&
		  ptr_list_size((struct ptr_list *)bi->bb->parents) > 1;
	if ((total < 2 && !one_way) || total > MAX_SPLIT)
		return;
	// a phi of integers stands for a test on each edge, and alternatives
	// are facts of their own; else the edges must differ where the branch
	// can tell them apart, and elsewhere too
	if (total == nr && !bi->int_phi &&
	    (!edges_differ(ns, bi, edges, nr) ||
	     !edges_differ_beyond(ns, bi, edges, nr)))
		return;
	for (k = 0; k < nr; k++) {
		struct basic_block *safe pred = ns->edge_preds[k];
		struct bbinfo *pi = pred->priv;

		n = nr_alts[k];
		for (a = 0; a < (n ? n : 1); a++) {
			struct factmap *safe m = &ns->split_in[ns->nr_split_in];
			struct refinement r[MAX_REFINE];

			map_copy(m, &edges[k]);
			if (n && !assume(m, r, cond_facts(alts[k][a], truth[k], r, 0, 0),
					 pi ? pi->last : NULL))
				continue;
			split_phis(bi, m, &edges[k], pred);
			ns->split_in_case[ns->nr_split_in] = switch_case(bi, pred,
				n ? alts[k][a] : NULL, truth[k]);
			ns->split_in_pred[ns->nr_split_in++] = pred;
		}
	}
	// (one entry left of several, the others cut: as one edge)
	if (ns->nr_split_in == 1 && !one_way)
		ns->nr_split_in = 0;
}

bool solve_split(struct nullstate *safe ns, struct bbinfo *safe bi, int was)
{
	struct split_exits *x = bb_exits(bi);
	bool changed = was != ns->nr_split_in;
	int k;

	if (!x) {
		x = arena_alloc(&arena, sizeof(*x));
		memset(x, 0, sizeof(*x));
		bb_rare(bi)->exits = x;
	}
	for (k = 0; k < ns->nr_split_in; k++) {
		map_copy(&ns->cur, &ns->split_in[k]);
		ns->splitting = true;
		walk_block(ns, bi, NULL, NULL);
		ns->splitting = false;
		if (changed || x->pred[k] != ns->split_in_pred[k] ||
		    x->on[k] != ns->split_in_case[k] || !kept_same(&ns->cur, &x->out[k]))
			changed = true;
		keep_state(&x->out[k], &ns->cur, &bi->out);
		x->pred[k] = ns->split_in_pred[k];
		x->on[k] = ns->split_in_case[k];
	}
	bi->nr_split = ns->nr_split_in;
	return changed;
}

bool worth_splitting(struct bbinfo *safe bi)
{
	pseudo_t safe *leaves = bi->leaves;
	struct instruction *br = bi->last;
	int i;

	if (!leaves || !br || (br->opcode == OP_CBR && br->of_member))
		return false;
	// track_conditions() gives a switch leaves only where it is
	if (br->opcode == OP_SWITCH)
		return true;
	for (i = 0; i < bi->nr_leaves; i++) {
		struct instruction *def = leaves[i]->def;

		if (leaves[i]->type == PSEUDO_REG && def && def->opcode == OP_PHI &&
		    def->bb == bi->bb && !is_pointer(def->type))
			bi->int_phi = true;
	}
	for (i = 0; i < bi->nr_leaves; i++) {
		struct instruction *def = leaves[i]->def;

		if (leaves[i]->type == PSEUDO_REG && def && def->opcode == OP_PHI &&
		    def->bb == bi->bb)
			return true;
		// what the block itself defines, or nothing else uses, is as
		// its definition made it on every edge
		if ((leaves[i]->type == PSEUDO_REG && def && def->bb == bi->bb) ||
		    !used_elsewhere(leaves[i]))
			continue;
		if (is_pointer_value(leaves[i]) || is_tracked(leaves[i]))
			return true;
	}
	return false;
}
