/*
 * Edges: the state along an edge, the exit of its source refined by what
 * the branch says on that side (pointers tested, pointers compared equal,
 * selects on the branch's condition, the case a switch can go to), or
 * found never taken.  See nulledge.h.
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
#include "condsafe.h"
#include "nulldepend.h"
#include "nulledge.h"

// Leaving an arm that __builtin_expect() calls unlikely (WARN_ON(!p)'s
// warning): that p may be NULL there is what the code says cannot
// happen, so it is no evidence after the arms meet again.
static void forget_null(struct factmap *safe m)
{
	struct fact *safe facts = map_facts(m);
	int i, j = 0;

	for (i = 0; i < m->nr; i++) {
		struct fact *safe f = &facts[i];
		struct instruction *why;

		if (nv_may_be_null(f->value)) {
			f->value = NV_UNKNOWN;
			f->why = NULL;
			if (absent_value(f, &why) == NV_UNKNOWN) {
				if (!f->is_path)
					left_out(f);
				continue;
			}
		}
		facts[j++] = *f;
	}
	m->nr = j;
}

// @m refined by what a side of the branch @br says (@r, @n of them);
// false if nothing can be on that side
// What an edge says of @p, it says of the pointers computed from it that
// the state @m knows ('q = &p->m' or a cast of p, made before the test of
// p): they keep p's value.
static void refine_derived(struct factmap *safe m, pseudo_t safe p, int is_null,
	struct instruction *why, int depth)
{
	struct pseudo_user *pu;

	if (depth > 2)
		return;
	FOR_EACH_PTR(p->users, pu) {
		struct instruction *insn = pu->insn, *old_why;
		enum nullvalue v, old;
		struct pinfo *pi;

		if (!insn || !insn->bb)
			continue;
		switch (insn->opcode) {
		case OP_ADD: case OP_SUB: case OP_AND: case OP_OR:
			if (pointer_operand(insn) != p)
				continue;
			break;
		case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
		case OP_ZEXT: case OP_SEXT: case OP_COPY:
			if (insn->src != p)
				continue;
			break;
		default:
			continue;
		}
		pi = pinfo(insn->target);
		if (!pi)
			continue;
		old = value_in(m, pi->pseudo, &old_why);
		v = nv_refine(old, is_null);
		if (v == NV_BOTTOM || v == old)
			continue;
		set_value(m, pi->pseudo, v, is_null != NV_IS_NONNULL ? why : NULL);
		if (pi->derived)
			refine_derived(m, pi->pseudo, is_null, why, depth + 1);
	} END_FOR_EACH_PTR(pu);
}

bool assume(struct factmap *safe m, struct refinement *safe r, int n,
	struct instruction *br)
{
	int i;

	for (i = 0; i < n; i++) {
		struct instruction *why;
		enum nullvalue v = value_in(m, r[i].p, &why);
		struct pinfo *pi;

		v = nv_refine(v, r[i].is_null);
		if (v == NV_BOTTOM)
			return false;
		if (r[i].is_null != NV_IS_NONNULL)
			why = r[i].test ? r[i].test : br;
		set_value(m, r[i].p, v, why);
		pi = pinfo(r[i].p);
		if (pi && pi->derived)
			refine_derived(m, r[i].p, r[i].is_null, why, 0);
	}
	return true;
}

// The block being entered, whose live pointers mark_live() has marked
// (see enter_block()): an edge into it need not keep what it learns of a
// pointer that is dead there, which the cut would drop.
struct bbinfo *cutting;

// Does the edge into @to learn nothing kept from what the branch @br tests
// ('if (p)', 'if (!p)', 'if (p == NULL)'): only one pointer, nothing
// computed from it, dead in @to, and no path holds its value?  The test
// must still be taken for what it says (an edge that cannot be taken).
static bool learns_nothing_kept(struct instruction *safe br, struct basic_block *safe to,
	struct refinement *safe r, int n)
{
	struct bbinfo *ti = to->priv;
	pseudo_t p = r[0].p, cond = br->cond;
	struct instruction *def;
	struct pinfo *pi;

	if (n != 1 || !ti || ti != cutting || ti->phis || ti->split)
		return false;
	pi = pinfo(p);
	if (!pi || pi->live == ti->idx + 1 || pi->derived || pi->stored ||
	    (pi->path && pi->path->useful))
		return false;
	// the pointer itself, or its comparison with 0: no other pointer
	// is compared (equal_pointers() has nothing to do)
	if (cond == p)
		return true;
	switch (DEF_OPCODE(def, cond)) {
	case OP_SET_EQ:
	case OP_SET_NE:
		return def && ((def->src1 == p && is_zero(def->src2)) ||
			       (def->src2 == p && is_zero(def->src1)));
	}
	return false;
}

// A select of the block of the branch @br, on the condition the branch
// tests ('p = f ? NULL : p; if (!f) use(p);', an 'if' that sparse made a
// select): on the side @truth of the branch, it is the operand that side
// chose.
static void selected_by(struct factmap *safe m, struct instruction *safe br, int truth)
{
	pseudo_t cond = br->cond;
	struct pseudo_user *pu;

	if (!cond || (cond->type != PSEUDO_REG && cond->type != PSEUDO_ARG))
		return;
	FOR_EACH_PTR(cond->users, pu) {
		struct instruction *sel = pu->insn, *why;
		pseudo_t chosen;
		enum nullvalue v;

		if (!sel || sel->opcode != OP_SEL || sel->bb != br->bb ||
		    sel->src1 != cond || !is_tracked(sel->target))
			continue;
		// proven already ('x ? x : y' with y proven), it stays so
		if (value_in(m, sel->target, &why) == NV_NONNULL)
			continue;
		chosen = truth ? sel->src2 : sel->src3;
		v = value_in(m, chosen, &why);
		if (chosen == sel->src1)
			v = nv_refine(v, !truth);
		if (v == NV_NULL && chosen && chosen->type == PSEUDO_VAL)
			why = sel;
		set_value(m, sel->target, v, why);
		// a path that holds what the select chose holds the select
		if (chosen && sel->target)
			rehome(m, chosen, sel->target);
	} END_FOR_EACH_PTR(pu);
}

// Can the switch @sw go to @to?  Not where what it switches on is a
// constant (a phi of the split block, on the edge being refined, or what
// that edge's test compared equal) that no case of @to has, nor, for the default, that another case has.  Values
// beyond 32 bits are not decided: their width and sign would matter.
static bool switch_reaches(struct instruction *safe sw, struct basic_block *to)
{
	pseudo_t c = sw->cond;
	struct instruction *phi;
	struct multijmp *jmp;
	bool matched = false, is_default = false;

	if (DEF_OPCODE(phi, c) == OP_PHI)
		c = split_phi_value(phi);
	else if (split_case)
		c = split_case;
	if (!c || c->type != PSEUDO_VAL || c->value != (int)c->value)
		return true;
	FOR_EACH_PTR(sw->multijmp_list, jmp) {
		if (jmp->begin > jmp->end) {
			is_default |= jmp->target == to;
			continue;
		}
		if (jmp->begin != (int)jmp->begin || jmp->end != (int)jmp->end)
			return true;
		if (c->value < jmp->begin || c->value > jmp->end)
			continue;
		if (jmp->target == to)
			return true;
		matched = true;
	} END_FOR_EACH_PTR(jmp);
	return is_default && !matched;
}

// On the side @truth of @cond, a comparison of two pointers ('p == q',
// 'p != q') that says they are equal: each is what both are known to be.
// One that is not NULL makes both so, and one that is NULL both NULL; a
// NULL that only one may be is, on that side, the other's NULL too, which
// nothing says may happen: no evidence.  False
// if the side cannot be taken (a NULL equal to what is not NULL).
static bool equal_pointers(struct factmap *safe m, pseudo_t cond, int truth, int depth)
{
	struct instruction *def, *why_a, *why_b;
	enum nullvalue a, b;
	pseudo_t x, y;

	if (!cond)
		return true;
	switch (DEF_OPCODE(def, cond)) {
	case OP_AND:
	case OP_OR:
		// both sides of an 'and' that is true, of an 'or' that is not
		if (!def || def->size != 1 || depth > 4 ||
		    truth != (def->opcode == OP_AND))
			return true;
		return equal_pointers(m, def->src1, truth, depth + 1) &&
		       equal_pointers(m, def->src2, truth, depth + 1);
	}
	def = equality(cond, truth);
	if (!def)
		return true;
	x = def->src1;
	y = def->src2;
	if (!x || !y || !is_tracked(x) || !is_tracked(y))
		return true;
	a = value_in(m, x, &why_a);
	b = value_in(m, y, &why_b);
	if (a == NV_NONNULL || b == NV_NONNULL) {
		if (a == NV_NULL || b == NV_NULL)
			return false;
		set_value(m, x, NV_NONNULL, NULL);
		set_value(m, y, NV_NONNULL, NULL);
	} else if (a == NV_NULL || b == NV_NULL) {
		set_value(m, x, NV_NULL, a == NV_NULL ? why_a : why_b);
		set_value(m, y, NV_NULL, a == NV_NULL ? why_a : why_b);
	} else if (a == NV_MAYBE && b == NV_UNKNOWN) {
		set_value(m, x, NV_UNKNOWN, NULL);
	} else if (b == NV_MAYBE && a == NV_UNKNOWN) {
		set_value(m, y, NV_UNKNOWN, NULL);
	}
	return true;
}

// The side @truth of a test of @cond, where it finds a predicate of the
// file true (through '&&', '!' and comparisons with 0): the pointers the
// predicate proves at an offset from its arguments are not NULL in @m
// (call_proves()).
static void proven_fields(struct nullstate *safe ns, struct factmap *safe m, pseudo_t cond,
	int truth, int depth)
{
	const struct proof *proves;
	struct instruction *def;
	int i, np = 0;

	if (!cond || depth > 4)
		return;
	switch (DEF_OPCODE(def, cond)) {
	case OP_SET_EQ:
	case OP_SET_NE:
		if (is_zero(def->src2))
			proven_fields(ns, m, def->src1, (def->opcode == OP_SET_NE) == truth, depth + 1);
		else if (is_zero(def->src1))
			proven_fields(ns, m, def->src2, (def->opcode == OP_SET_NE) == truth, depth + 1);
		return;
	case OP_ZEXT:
	case OP_SEXT:
		proven_fields(ns, m, def->src, truth, depth + 1);
		return;
	case OP_AND:
	case OP_OR:
		// both sides as the whole: 'a && b' true, 'a || b' false
		if (def->size != 1 || truth != (def->opcode == OP_AND))
			return;
		proven_fields(ns, m, def->src1, truth, depth + 1);
		proven_fields(ns, m, def->src2, truth, depth + 1);
		return;
	case OP_CALL:
		proves = truth ? call_proves(def, &np) : NULL;
		for (i = 0; proves && i < np; i++) {
			pseudo_t arg = ptr_list_nth(def->arguments, proves[i].param - 1);
			struct nullpath *path;
			struct fact *f;

			if (proves[i].offset < 0 || !arg ||
			    !(path = found_path(ns, arg, proves[i].offset)))
				continue;
			f = map_find(m, path);
			if (!f || f->value != NV_NULL)
				map_set(m, path, 1, NV_NONNULL, NULL)->held = 0;
		}
		return;
	}
}

// On an exit of the split block @bb, walked for the way in from split_pred,
// each phi of the block is its source from there: what the branch says of
// that source it says of the phi ('if (a || !(x = f()) || n > 4)', where
// sparse makes a phi of 'x' and one of the first two tests' outcome).
static int split_phi_facts(struct basic_block *safe bb, struct refinement *safe r, int n)
{
	struct instruction *insn;
	pseudo_t value;
	int i, nr = n;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		if (insn->opcode != OP_PHI)
			break;
		value = split_phi_value(insn);
		for (i = 0; value && insn->target && i < n && nr < MAX_REFINE; i++) {
			if (r[i].p != value || !is_tracked(insn->target))
				continue;
			r[nr] = r[i];
			r[nr].p = insn->target;
			nr++;
		}
	} END_FOR_EACH_PTR(insn);
	return nr;
}

bool refine_edge(struct nullstate *safe ns, struct bbinfo *safe from,
	const struct keptmap *safe out, struct basic_block *safe to, struct factmap *safe m)
{
	struct instruction *br = from->last;
	struct refinement r[MAX_REFINE];
	struct bbinfo *ti = to->priv;
	int n;

	kept_copy(m, out);
	if (from->unlikely && !(ti && ti->unlikely))
		forget_null(m);
	if (!br || br->opcode != OP_CBR || br->bb_true == br->bb_false) {
		// a switch goes where the constant of a split entry says
		if (split_bb && br && br->opcode == OP_SWITCH && !switch_reaches(br, to))
			return false;
		return !bb_nr_implied(from) || implied_on_edge(from, to, m);
	}
	n = branch_facts(br, br->bb_true == to, r, 0);
	if (split_bb == from->bb)
		n = split_phi_facts(from->bb, r, n);
	if (file_proves())
		proven_fields(ns, m, br->cond, br->bb_true == to, 0);
	if (cond_safe_in_file())
		depend_on_edge(ns, m, br->cond, br->bb_true == to);
	if (!from->selects && !bb_nr_implied(from) && learns_nothing_kept(br, to, r, n)) {
		struct instruction *why;

		return nv_refine(value_in(m, r[0].p, &why), r[0].is_null) != NV_BOTTOM;
	}
	if (!assume(m, r, n, br) || !equal_pointers(m, br->cond, br->bb_true == to, 0))
		return false;
	if (bb_nr_implied(from) && !implied_on_edge(from, to, m))
		return false;
	if (from->selects)
		selected_by(m, br, br->bb_true == to);
	return true;
}

// The state along the edge from the split block @from -> @to: each exit,
// refined as its own edge says, joined; false if none can take it.
static bool split_edge_state(struct nullstate *safe ns, struct bbinfo *safe from,
	struct basic_block *safe to, struct factmap *safe m)
{
	struct split_exits *exits = bb_exits(from);
	bool taken = false;
	int k;

	// solve_split() made them for the exits
	if (!exits)
		return refine_edge(ns, from, &from->out, to, m);
	for (k = 0; k < from->nr_split; k++) {
		split_exit(from, k);
		if (!refine_edge(ns, from, &exits->out[k], to, &ns->split_edge))
			continue;
		if (!taken)
			map_copy(m, &ns->split_edge);
		else
			join_map(m, &ns->split_edge, &ns->join);
		taken = true;
	}
	split_done();
	return taken;
}

bool edge_state(struct nullstate *safe ns, struct bbinfo *safe from,
	struct basic_block *safe to, struct factmap *safe m)
{
	if (from->ends)
		return false;
	if (from->nr_split)
		return split_edge_state(ns, from, to, m);
	return refine_edge(ns, from, &from->out, to, m);
}

int nullstate_nr_exits(struct nullstate *safe ns, struct basic_block *safe bb)
{
	struct bbinfo *bi = bb->priv;

	if (!bi || bi->ends)
		return 0;
	return bi->nr_split && bb_exits(bi) ? bi->nr_split : 1;
}

// An edge queried once the function is solved: what its refinement
// changed in its source's exit, kept (in the arena) so that the next
// query of the edge copies no state.  The checks' walks ask about the same
// edges again and again (one walk from each piece of evidence), and a
// copy of a state that keeps thousands of facts live is what they cost.
#define MEMO_MIN_FACTS	32

struct edge_memo {
	struct edge_memo *next;
	struct basic_block *safe to;
	int k;
	bool taken;
	int nr;
	struct memo_fact {
		void *key;
		struct instruction *why;
		unsigned char value;
		bool dropped;			// the refinement left it out
	} *changed;				// ... by key
};

// the fact of the kept state a walk is at, in the order of keys
struct kept_walk {
	const struct keptmap *safe m;
	const struct fact *run;
	int nr, i, r;
};

static const struct fact *walk_fact(struct kept_walk *safe w)
{
	while (w->run && w->i == w->nr) {
		w->run = kept_run(w->m, ++w->r, &w->nr);
		w->i = 0;
	}
	return w->run ? &w->run[w->i] : NULL;
}

// the facts of @refined that differ from those of @out, in @memo
static void memo_changes(struct edge_memo *safe memo, const struct keptmap *safe out,
	const struct factmap *safe refined)
{
	const struct fact *safe b = map_facts(refined);
	int nb = refined->nr;
	int j, n, pass;

	for (pass = 0; pass < 2; pass++) {
		struct memo_fact *changed = memo->changed;
		struct kept_walk w = { .m = out };
		const struct fact *a;

		w.run = kept_run(out, 0, &w.nr);
		for (j = 0, n = 0; (a = walk_fact(&w)) || j < nb; n++) {
			const struct fact *safe f;
			bool dropped = false;

			if (a && (j == nb || (unsigned long)a->key < (unsigned long)b[j].key)) {
				f = a;
				w.i++;
				dropped = true;
			} else if (!a || (unsigned long)b[j].key < (unsigned long)a->key) {
				f = &b[j++];
			} else {
				f = &b[j++];
				w.i++;
				if (a->value == f->value && a->why == f->why && a->held == f->held) {
					n--;
					continue;
				}
			}
			if (changed) {
				changed[n].key = f->key;
				changed[n].why = f->why;
				changed[n].value = f->value;
				changed[n].dropped = dropped;
			}
		}
		if (!pass && n)
			memo->changed = arena_alloc(&arena, n * sizeof(*memo->changed));
		memo->nr = n;
	}
}

// @p's value on the edge of @memo, from the exit @out
static enum nullvalue memo_value(struct edge_memo *safe memo, const struct keptmap *safe out,
	pseudo_t p)
{
	struct pinfo *pi = pinfo(p);
	struct memo_fact *changed = memo->changed;
	struct instruction *why;
	int i;

	for (i = 0; pi && changed && i < memo->nr; i++) {
		if (changed[i].key != p)
			continue;
		return changed[i].dropped ? pi->def : changed[i].value;
	}
	return kept_value_in(out, p, &why);
}

bool nullstate_edge_values(struct nullstate *safe ns, struct basic_block *safe from,
	int k, struct basic_block *safe to, pseudo_t *safe ps, int nr,
	enum nullvalue *safe values)
{
	struct bbinfo *bi = from->priv;
	struct split_exits *exits;
	struct edge_memo *memo;
	const struct keptmap *out;
	struct instruction *why;
	bool taken;
	int i;

	if (!bi)
		return false;
	exits = bi->nr_split ? bb_exits(bi) : NULL;
	out = &bi->out;
	if (exits)
		out = &exits->out[k];
	for (memo = bi->rare ? bi->rare->memo : NULL; memo; memo = memo->next) {
		if (memo->to != to || memo->k != k)
			continue;
		for (i = 0; memo->taken && i < nr; i++)
			values[i] = memo_value(memo, out, ps[i]);
		return memo->taken;
	}
	if (exits)
		split_exit(bi, k);
	taken = refine_edge(ns, bi, out, to, &ns->query);
	if (exits)
		split_done();
	for (i = 0; taken && i < nr; i++)
		values[i] = value_in(&ns->query, ps[i], &why);
	// a small state costs less to copy than to remember
	if (!ns->solving && out->nr > MEMO_MIN_FACTS) {
		struct bbrare *safe r = bb_rare(bi);

		memo = arena_alloc(&arena, sizeof(*memo));
		*memo = (struct edge_memo) { .next = r->memo, .to = to, .k = k, .taken = taken };
		if (taken)
			memo_changes(memo, out, &ns->query);
		r->memo = memo;
	}
	return taken;
}

// the constants that the edge from @bi to @to makes its integer, into @k
// (at most @max), or the pointer it tests (NULL, on its false side); how
// many, 0 if it makes it none
static int edge_constants(struct bbinfo *safe bi, struct basic_block *safe to,
	long long *safe k, int max)
{
	struct instruction *br = bi->last, *def;
	struct multijmp *jmp;
	long long v;
	pseudo_t c;
	int n = 0;

	if (!br)
		return 0;
	if (br->opcode == OP_CBR && br->bb_true != br->bb_false && is_pointer_reg(br->cond)) {
		k[0] = 0;
		return br->bb_false == to;
	}
	if (br->opcode == OP_CBR) {
		def = equality(br->cond, br->bb_true == to);
		if (!def)
			return 0;
		c = def->src1 && def->src1->type == PSEUDO_VAL ? def->src1 : def->src2;
		if (!c || c->type != PSEUDO_VAL || c->value != (int)c->value)
			return 0;
		k[0] = c->value;
		return 1;
	}
	FOR_EACH_PTR(br->multijmp_list, jmp) {
		if (jmp->target != to)
			continue;
		// the default: not a constant
		if (jmp->begin > jmp->end || jmp->end - jmp->begin >= max - n)
			return 0;
		for (v = jmp->begin; v <= jmp->end; v++) {
			if (v != (int)v)
				return 0;
			k[n++] = v;
		}
	} END_FOR_EACH_PTR(jmp);
	return n;
}

int nullstate_compare(int op, long long a, long long b, unsigned int size)
{
	unsigned long long ua, ub;

	if (!size || size > 64)
		size = 64;
	ua = bits_extend(a, size, 0);
	ub = bits_extend(b, size, 0);
	a = bits_extend(a, size, 1);
	b = bits_extend(b, size, 1);
	switch (op) {
	case OP_SET_EQ: return a == b;
	case OP_SET_NE: return a != b;
	case OP_SET_LT: return a < b;
	case OP_SET_LE: return a <= b;
	case OP_SET_GT: return a > b;
	case OP_SET_GE: return a >= b;
	case OP_SET_B: return ua < ub;
	case OP_SET_BE: return ua <= ub;
	case OP_SET_A: return ua > ub;
	case OP_SET_AE: return ua >= ub;
	}
	return -1;
}

// Can the edge from @from to @to be taken where @x, what its branch
// tests (tested_int()), is @c?  (1, 0, or -1 where it is not known.)
static int edge_allows(struct bbinfo *safe from, struct basic_block *safe to,
	pseudo_t safe x, long long c)
{
	struct instruction *br = from->last, *def;
	long long k;
	int truth, v;

	if (!br || br->opcode != OP_CBR || tested_int(br) != x)
		return -1;
	truth = br->bb_true == to;
	if (br->cond == x)
		return (c != 0) == truth;
	def = br->cond ? br->cond->def : NULL;
	if (!def || !def->src1 || !def->src2)
		return -1;
	k = def->src1 == x ? def->src2->value : def->src1->value;
	// compared at the operands' width ($0xffffffff is -1 in 32 bits);
	// beyond 32 bits, not decided
	if (def->size <= 32) {
		c = (int)(unsigned int)c;
		k = (int)(unsigned int)k;
	} else if (c != (int)c || k != (int)k) {
		return -1;
	}
	v = def->src1 == x ? nullstate_compare(def->opcode, c, k, 32) :
			     nullstate_compare(def->opcode, k, c, 32);
	return v < 0 ? -1 : v == truth;
}

// On the edge from @from to @to, does a phi implication hold: can no
// constant source of @phi (of @var) be what the edge lets through?
static bool phi_implied(struct bbinfo *safe from, struct basic_block *safe to,
	struct instruction *safe phi, pseudo_t safe var)
{
	pseudo_t src;

	FOR_EACH_PTR(phi->phi_list, src) {
		pseudo_t v = src && src != VOID && src->def ? src->def->phi_src : NULL;

		if (v && v->type == PSEUDO_VAL && edge_allows(from, to, var, v->value) != 0)
			return false;
	} END_FOR_EACH_PTR(src);
	return true;
}

// Does the join implication @imp hold: does each way into its phis give
// them its pointers (in either order), or what the way's state says is
// not NULL for one of them at least, or (round a loop) the phis' own
// values back?  (A way not solved yet does not.)
static bool join_holds(struct implication *safe imp)
{
	struct instruction *a = imp->join, *b = imp->pair, *why;
	pseudo_t src;

	if (!a || !b)
		return false;
	FOR_EACH_PTR(a->phi_list, src) {
		struct instruction *sa = src && src != VOID ? src->def : NULL;
		struct instruction *sb = sa && sa->bb ? phi_source(b, sa->bb) : NULL;
		struct bbinfo *pi = sa && sa->bb ? sa->bb->priv : NULL;

		if (!sa || !sb || !sa->phi_src || !sb->phi_src)
			return false;
		if ((sa->phi_src == imp->from && sb->phi_src == imp->from_other) ||
		    (sa->phi_src == imp->from_other && sb->phi_src == imp->from))
			continue;
		// (a loop that gives them back unchanged keeps what held)
		if (sa->phi_src == a->target && sb->phi_src == b->target)
			continue;
		if (!pi || pi->bb != sa->bb || !pi->solved ||
		    (kept_value_in(&pi->out, sa->phi_src, &why) != NV_NONNULL &&
		     kept_value_in(&pi->out, sb->phi_src, &why) != NV_NONNULL))
			return false;
	} END_FOR_EACH_PTR(src);
	return true;
}

bool implied_on_edge(struct bbinfo *safe from, struct basic_block *safe to,
	struct factmap *safe m)
{
	struct bbrare *rare = from->rare;
	struct refinement r[MAX_REFINE];
	long long k[8];
	unsigned int i;
	int nk = edge_constants(from, to, k, 8), j, n;

	for (i = 0; rare && rare->implied && i < rare->nr_implied; i++) {
		struct implication *safe imp = rare->implied[i];

		if (imp->join && !join_holds(imp))
			continue;
		if (imp->phi) {
			if (!phi_implied(from, to, imp->phi, imp->var))
				continue;
		} else {
			for (j = 0; j < nk && guard_value(imp->guard, k[j], 0) == imp->guard_truth; j++)
				;
			if (!nk || j < nk)
				continue;
		}
		n = cond_facts(imp->other, imp->other_truth, r, 0, 0);
		if (!assume(m, r, n, imp->br))
			return false;
	}
	return true;
}
