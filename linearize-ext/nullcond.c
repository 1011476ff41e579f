/*
 * Conditions: what a side of a test says of the pointers it tests (and of
 * the integers that branches test), through comparisons with 0, '&&' and
 * '||' lowered to values, casts, a phi of a split block, and a call of a
 * file function that always returns one constant.  See
 * nullcond.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "bits.h"
#include "flow.h"
#include "options.h"

#include "annotations.h"
#include "nullcond.h"

// a constant @x tested: if it is not what the outcome @truth says, a fact
// that makes the edge never taken
static int constant_fact(pseudo_t safe x, int truth, struct refinement *safe r, int n)
{
	if (n < MAX_REFINE && (x->value != 0) != truth) {
		r[n].p = x;
		r[n].is_null = !truth;
		r[n].test = NULL;
		n++;
	}
	return n;
}

// @x truncated as @trunc truncates
static long long trunc_value(pseudo_t safe x, struct instruction *safe trunc)
{
	if (trunc->size >= 64)
		return x->value;
	return x->value & ((1ULL << trunc->size) - 1);
}

// 'x == K' or 'x != K' (K a constant not 0) of @cmp, x a phi: x, with K
// in @k, or NULL
static pseudo_t compared_phi(struct instruction *safe cmp, pseudo_t *safe k)
{
	pseudo_t a = cmp->src1, b = cmp->src2;
	struct instruction *phi;

	if (!a || !b)
		return NULL;
	if (b->type == PSEUDO_VAL && DEF_OPCODE(phi, a) == OP_PHI) {
		*k = b;
		return a;
	}
	if (a->type == PSEUDO_VAL && DEF_OPCODE(phi, b) == OP_PHI) {
		*k = a;
		return b;
	}
	return NULL;
}

// Are the constants @a and @b equal (1), different (0), or is it not known
// as they are compared (-1: beyond 32 bits, where the compare's width and
// sign matter)?
static int same_constant(pseudo_t safe a, pseudo_t safe b)
{
	if (a->value == b->value)
		return 1;
	if (a->value != (int)a->value || b->value != (int)b->value)
		return -1;
	return 0;
}

// an edge that a test of a constant cannot take: a fact that @x, that
// constant, is not what it is
static int never_taken(pseudo_t safe x, struct refinement *safe r, int n)
{
	return constant_fact(x, x->value == 0, r, n);
}

// what the outcome @truth of a test of @cond says of the pointers tested;
// @weak: only that one of the tests took this side (an 'and' that is
// false, an 'or' that is true), so that each may be NULL, no more
static int weak_facts(pseudo_t safe cond, int truth, struct refinement *safe r, int n, int depth);

static int nr_proving;			// summaries with proves[], made

bool file_proves(void)
{
	return nr_proving > 0;
}

void summary_set_proves(struct summary *safe s, const struct proof *safe proves, int nr)
{
	nr_proving += !s->nr_proves && nr;
	s->nr_proves = nr;
	memcpy(s->proves, proves, nr * sizeof(*proves));
}

const struct proof *call_proves(struct instruction *safe call, int *safe nr)
{
	struct summary *s = summary_of(call);

	if (!s || !s->nr_proves || !s->file)
		return NULL;
	*nr = s->nr_proves;
	return s->proves;
}

int cond_facts(pseudo_t cond, int truth, struct refinement *safe r, int n, int depth)
{
	struct instruction *def, *phi;
	pseudo_t x;
	int i;

	if (depth > 8)
		return n;
	switch (DEF_OPCODE(def, cond)) {
	case OP_SET_EQ:
	case OP_SET_NE:
		if (is_zero(def->src2))
			x = def->src1;
		else if (is_zero(def->src1))
			x = def->src2;
		else {
			pseudo_t k = NULL, c;
			int same;

			// a phi of the split block compared with a constant:
			// on an edge where it is a constant, the outcome is known
			x = compared_phi(def, &k);
			c = x ? split_phi_value(x->def) : NULL;
			if (!c || !k || c->type != PSEUDO_VAL)
				return n;
			same = same_constant(c, k);
			if (same >= 0 && (same == (def->opcode == OP_SET_EQ)) != truth)
				return never_taken(c, r, n);
			return n;
		}
		i = n;
		n = cond_facts(x, def->opcode == OP_SET_NE ? truth : !truth,
			       r, n, depth + 1);
		for (; i < n; i++)
			r[i].test = def;
		return n;
	case OP_CALL: {
		// a function of the file that always returns this constant
		const struct proof *proves;
		long long k;
		int np = 0;

		if (call_constant(def, &k))
			return constant_fact(value_pseudo(k), truth, r, n);
		// a predicate of the file, true: the parameters it proves
		// (the pointers they point to: proven_fields())
		proves = truth ? call_proves(def, &np) : NULL;
		for (i = 0; proves && i < np && n < MAX_REFINE; i++) {
			pseudo_t arg = proves[i].offset < 0 ?
				       ptr_list_nth(def->arguments, proves[i].param - 1) : NULL;

			if (!arg || !is_tracked(arg))
				continue;
			r[n].p = arg;
			r[n].is_null = NV_IS_NONNULL;
			r[n].test = NULL;
			n++;
		}
		break;
	}
	case OP_AND:
	case OP_OR:
		if (def->size != 1)
			break;
		if (truth != (def->opcode == OP_AND))
			return weak_facts(cond, truth, r, n, depth);
		n = cond_facts(def->src1, truth, r, n, depth + 1);
		return cond_facts(def->src2, truth, r, n, depth + 1);
	case OP_PHI:
		x = split_phi_value(def);
		if (!x)
			break;
		if (x->type == PSEUDO_VAL)
			return constant_fact(x, truth, r, n);
		// what the value on this edge is tested for, and the phi too
		n = cond_facts(x, truth, r, n, depth + 1);
		break;
	case OP_TRUNC:
		// of a phi: only what a constant is truncated to is known
		if (DEF_OPCODE(phi, def->src) != OP_PHI)
			break;
		x = split_phi_value(phi);
		if (x && x->type == PSEUDO_VAL &&
		    (x->value == 0) == (trunc_value(x, def) == 0))
			return constant_fact(x, truth, r, n);
		break;
	}
	// the value itself is tested: so are the pointers it was cast from
	for (x = cond; x && n < MAX_REFINE; x = cast_source(x)) {
		if (!is_tracked(x))
			continue;
		r[n].p = x;
		r[n].is_null = !truth;
		r[n].test = NULL;
		n++;
	}
	return n;
}

static int weak_facts(pseudo_t safe cond, int truth, struct refinement *safe r, int n, int depth)
{
	struct instruction *def = cond->def;
	int i, m = n;

	if (!def)
		return n;
	m = cond_facts(def->src1, truth, r, m, depth + 1);
	m = cond_facts(def->src2, truth, r, m, depth + 1);
	// keep what says NULL, weakened; drop what says non-NULL
	for (i = n; i < m; i++) {
		if (r[i].is_null == NV_IS_NONNULL || r[i].p->type == PSEUDO_VAL)
			continue;
		r[n].p = r[i].p;
		r[n].is_null = NV_MAY_BE_NULL;
		r[n].test = r[i].test;
		n++;
	}
	return n;
}

enum nullvalue side_value(struct refinement *safe r, int n, pseudo_t p,
	enum nullvalue v)
{
	int i;

	for (i = 0; i < n; i++) {
		if (r[i].p == p)
			v = nv_refine(v, r[i].is_null);
	}
	return v;
}

int branch_facts(struct instruction *safe br, int truth, struct refinement *safe r, int n)
{
	if (br->of_member)
		return n;
	return cond_facts(br->cond, truth, r, n, 0);
}

// the values that @cond, as a branch tests it, tests for 0: those that
// cond_facts() refines (a phi of the block among them), into @leaves
static int cond_leaves(pseudo_t cond, pseudo_t *safe leaves, int n, int depth)
{
	struct instruction *def;

	if (!cond || depth > 8 || n >= MAX_REFINE)
		return n;
	switch (DEF_OPCODE(def, cond)) {
	case OP_SET_EQ:
	case OP_SET_NE: {
		pseudo_t k, x;

		if (is_zero(def->src2))
			return cond_leaves(def->src1, leaves, n, depth + 1);
		if (is_zero(def->src1))
			return cond_leaves(def->src2, leaves, n, depth + 1);
		// a phi compared with a constant: its constant sources decide
		x = compared_phi(def, &k);
		if (x)
			leaves[n++] = x;
		break;
	}
	case OP_AND:
	case OP_OR:
		if (def->size != 1)
			break;
		n = cond_leaves(def->src1, leaves, n, depth + 1);
		return cond_leaves(def->src2, leaves, n, depth + 1);
	case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
	case OP_ZEXT: case OP_SEXT: case OP_COPY: case OP_TRUNC:
		n = cond_leaves(def->src, leaves, n, depth + 1);
		break;
	}
	if (n < MAX_REFINE && (cond->type == PSEUDO_REG || cond->type == PSEUDO_ARG))
		leaves[n++] = cond;
	return n;
}

enum nullvalue nullstate_value_if(struct nullstate *safe ns, pseudo_t safe p,
	pseudo_t safe cond, int truth, struct instruction **why)
{
	struct refinement r[MAX_REFINE];
	int n = cond_facts(cond, truth, r, 0, 0);

	return side_value(r, n, p, nullstate_value(ns, p, why));
}

pseudo_t null_root(pseudo_t cond, int truth, pseudo_t value)
{
	struct refinement r[MAX_REFINE];
	pseudo_t roots[8];
	int i, j, n, nr_roots = nullstate_roots(value, roots, 8);

	n = cond_facts(cond, truth, r, 0, 0);
	for (i = 0; i < n; i++) {
		if (r[i].is_null != NV_IS_NULL)
			continue;
		for (j = 0; j < nr_roots; j++) {
			if (roots[j] == r[i].p)
				return r[i].p;
		}
	}
	return NULL;
}

pseudo_t nullstate_tested(struct instruction *safe insn)
{
	switch (insn->opcode) {
	case OP_CBR:
		return insn->of_member ? NULL : insn->cond;
	case OP_SEL:
		return insn->cond;
	case OP_SET_EQ:
	case OP_SET_NE:
		if (is_zero(insn->src2))
			return insn->src1;
		if (is_zero(insn->src1))
			return insn->src2;
	}
	return NULL;
}

static int cmp_pseudos(const void *a, const void *b)
{
	// qsort() hands its comparator pointers into the array
	unsigned long x = *(const unsigned long *safe)a, y = *(const unsigned long *safe)b;

	return x < y ? -1 : x > y;
}

static int implications_of(struct instruction *safe br, struct implication *safe imp, int n);
static void give_implications(struct nullstate *safe ns, struct implication *safe imp, int n);
static int join_implications(struct nullstate *safe ns, struct implication *safe imp, int n);

void track_conditions(struct nullstate *safe ns)
{
	struct implication imp[MAX_IMPLICATIONS];
	pseudo_t safe *all = NULL;
	pseudo_t leaves[MAX_REFINE];
	struct instruction *def;
	struct pseudo_user *pu;
	int nr = 0, alloc = 0, i, n, nr_imp = 0;
	unsigned int b;

	for (b = 0; b < ns->nr_blocks; b++) {
		struct bbinfo *bi = &ns->blocks[b];
		struct instruction *br = bi->last;
		pseudo_t cond = br ? br->cond : NULL;

		if (!cond)
			continue;
		if (br->opcode == OP_SWITCH && may_split(bi) &&
		    ((DEF_OPCODE(def, cond) == OP_PHI && def->bb == bi->bb) ||
		     switch_constrained(bi))) {
			// a switch on a phi of its own block, or on what an
			// edge in compared equal: split, each edge goes where
			// its value, if a constant, says
			bi->nr_leaves = 1;
			bi->leaves = arena_alloc(&arena, sizeof(*leaves));
			bi->leaves[0] = cond;
			continue;
		}
		if (br->opcode != OP_CBR || br->bb_true == br->bb_false)
			continue;
		nr_imp = implications_of(br, imp, nr_imp);
		n = cond_leaves(cond, leaves, 0, 0);
		// what a split would look at: a block with a few ways in
		if (may_split(bi)) {
			bi->nr_leaves = n;
			bi->leaves = arena_alloc(&arena, n * sizeof(*leaves));
			memcpy(bi->leaves, leaves, n * sizeof(*leaves));
		}
		if (ns->selects && (cond->type == PSEUDO_REG || cond->type == PSEUDO_ARG)) {
			FOR_EACH_PTR(cond->users, pu) {
				struct instruction *user = pu->insn;

				if (user && user->opcode == OP_SEL && user->bb == bi->bb)
					bi->selects = true;
			} END_FOR_EACH_PTR(pu);
		}
		for (i = 0; i < n; i++) {
			pseudo_t leaf = leaves[i];

			// an integer that one branch tests is used once
			if (!leaf || !used_elsewhere(leaf) || is_pointer_value(leaf))
				continue;
			if (!all || nr == alloc) {
				alloc = alloc * 2 + 16;
				all = arena_array(all, nr, alloc, sizeof(*all));
			}
			all[nr++] = leaf;
		}
	}
	if (nr_imp)
		give_implications(ns, imp, join_implications(ns, imp, nr_imp));
	if (!all)
		return;
	if (nr > 1)
		qsort(all, nr, sizeof(*all), cmp_pseudos);
	for (i = 1; i < nr; i++) {
		struct pinfo *pi;

		if (all[i] != all[i - 1] || pinfo(all[i]))
			continue;
		pi = track(ns, all[i]);
		pi->cond = true;
	}
}

int nullstate_cond_tests(pseudo_t cond, pseudo_t *safe tested)
{
	struct refinement r[MAX_REFINE];
	int i, n;

	if (!cond)
		return 0;
	n = cond_facts(cond, 1, r, 0, 0);
	n = cond_facts(cond, 0, r, n, 0);
	for (i = 0; i < n; i++)
		tested[i] = r[i].p;
	return n;
}

int nullstate_branch_tests(struct instruction *safe br, pseudo_t *safe tested)
{
	return br->of_member ? 0 : nullstate_cond_tests(br->cond, tested);
}

// The integer that @g, a test against constants ('x == K', 'x != K', and
// '&&' and '||' of those), compares, or the pointer it compares with NULL
// ('!p'), or NULL.
static pseudo_t guard_var(pseudo_t g, int depth)
{
	struct instruction *def;
	pseudo_t a, b, k;

	if (!g || depth > 4)
		return NULL;
	switch (DEF_OPCODE(def, g)) {
	case OP_SET_EQ:
	case OP_SET_NE:
		a = def->src1;
		b = def->src2;
		if (!a || !b)
			return NULL;
		k = a->type == PSEUDO_VAL ? a : b;
		if (a->type == PSEUDO_VAL && b->type != PSEUDO_VAL)
			a = b;
		else if (b->type != PSEUDO_VAL)
			return NULL;
		if ((a->type != PSEUDO_REG && a->type != PSEUDO_ARG) ||
		    (is_pointer_value(a) && k->value))
			return NULL;
		return a;
	case OP_AND:
	case OP_OR:
		if (def->size != 1)
			return NULL;
		a = guard_var(def->src1, depth + 1);
		return a && a == guard_var(def->src2, depth + 1) ? a : NULL;
	}
	return NULL;
}

int guard_value(pseudo_t g, long long k, int depth)
{
	struct instruction *def;
	pseudo_t c;
	int a, b;

	if (!g || depth > 4)
		return -1;
	// a pointer itself (join_implications()): true where not NULL
	if (is_pointer_reg(g))
		return k != 0;
	switch (DEF_OPCODE(def, g)) {
	case OP_SET_EQ:
	case OP_SET_NE:
		c = def->src1 && def->src1->type == PSEUDO_VAL ? def->src1 : def->src2;
		if (!c || c->type != PSEUDO_VAL || c->value != (int)c->value)
			return -1;
		return (c->value == k) == (def->opcode == OP_SET_EQ);
	case OP_AND:
		a = guard_value(def->src1, k, depth + 1);
		b = guard_value(def->src2, k, depth + 1);
		if (!a || !b)
			return 0;
		return a < 0 || b < 0 ? -1 : 1;
	case OP_OR:
		a = guard_value(def->src1, k, depth + 1);
		b = guard_value(def->src2, k, depth + 1);
		if (a == 1 || b == 1)
			return 1;
		return a < 0 || b < 0 ? -1 : 0;
	}
	return -1;
}

pseudo_t tested_int(struct instruction *safe br)
{
	struct instruction *def, *phi;
	pseudo_t x = br->cond;

	if (!x || br->opcode != OP_CBR)
		return NULL;
	switch (DEF_OPCODE(def, x)) {
	case OP_BINCMP ... OP_BINCMP_END:
		if (def->src2 && def->src2->type == PSEUDO_VAL)
			x = def->src1;
		else if (def->src1 && def->src1->type == PSEUDO_VAL)
			x = def->src2;
		else
			return NULL;
		break;
	}
	return x && DEF_OPCODE(phi, x) == OP_PHI && !is_pointer_value(x) ? x : NULL;
}

// the integer that @bi's branch may make a constant: what its switch is
// on, or what its test compares with a constant; or the pointer it tests
// (NULL on one side)
static pseudo_t branch_var(struct bbinfo *safe bi)
{
	struct instruction *br = bi->last, *def;

	if (!br)
		return NULL;
	if (br->opcode == OP_SWITCH)
		return br->cond && br->cond->type != PSEUDO_VAL ? br->cond : NULL;
	if (br->opcode != OP_CBR || br->bb_true == br->bb_false || !br->cond)
		return NULL;
	if (is_pointer_reg(br->cond))
		return br->cond;
	switch (DEF_OPCODE(def, br->cond)) {
	case OP_SET_EQ:
	case OP_SET_NE:
		return guard_var(br->cond, 0);
	}
	return tested_int(br);
}

// Does @a dominate @b: is there no path from the entry to @b but through
// @a?  (A walk that does not go through @a; a few per function, only in
// one that has implications.  sparse's dominator tree is made before
// optimize() changes the blocks, and making it again would relabel them
// for a stock pass.)
static bool block_dominates(struct nullstate *safe ns, struct basic_block *safe a,
	struct basic_block *safe b)
{
	struct basic_block *safe *stack;
	struct basic_block *bb, *child;
	unsigned char *seen;
	bool reached = false;
	int top = 0;

	if (a == b)
		return true;
	seen = calloc(ns->nr_blocks, 1);
	stack = malloc(ns->nr_blocks * sizeof(*stack) + sizeof(*stack));
	if (!seen || !stack)
		die("out of memory");
	stack[top++] = ns->blocks[0].bb;
	seen[0] = 1;
	while (top > 0 && !reached) {
		bb = stack[--top];
		if (bb == a)
			continue;
		FOR_EACH_PTR(bb->children, child) {
			struct bbinfo *ci = child ? child->priv : NULL;

			if (!ci || ci->bb != child || ci->idx >= ns->nr_blocks || seen[ci->idx])
				continue;
			if (child == b)
				reached = true;
			seen[ci->idx] = 1;
			stack[top++] = child;
		} END_FOR_EACH_PTR(child);
	}
	free(seen);
	free(stack);
	return !reached;
}

// The pointer that @c compares with NULL ('p == NULL', 'p != NULL', 'p'
// itself), where @c being @truth says it is not NULL; or NULL.  (What
// cond_facts() says of it once the solver tracks it: a call's result is
// tracked from its first walk on.)
static pseudo_t nonnull_where(pseudo_t c, int truth)
{
	struct instruction *def;
	pseudo_t x;

	if (!c)
		return NULL;
	switch (DEF_OPCODE(def, c)) {
	case OP_SET_EQ:
	case OP_SET_NE:
		x = is_zero(def->src2) ? def->src1 : is_zero(def->src1) ? def->src2 : NULL;
		return x && (def->opcode == OP_SET_NE) == !!truth ? nonnull_where(x, 1) : NULL;
	}
	return truth && is_pointer_reg(c) ? c : NULL;
}

// the implication that @g, on @br's side into @at, guards, if @g is a
// guard and @other says something of a pointer
static int implication(struct implication *safe imp, int n, struct instruction *safe br,
	struct basic_block *safe at, pseudo_t g, pseudo_t other, int truth)
{
	struct refinement r[MAX_REFINE];
	pseudo_t var = guard_var(g, 0);

	if (!g || !var || !other || n >= MAX_IMPLICATIONS ||
	    (!cond_facts(other, truth, r, 0, 0) && !nonnull_where(other, truth)))
		return n;
	// (of a pointer, only where it is NULL: an edge makes no other
	// value of it a constant)
	if (is_pointer_value(var) && guard_value(g, 0, 0) != !truth)
		return n;
	imp[n] = (struct implication) { .at = at, .br = br, .var = var, .guard = g,
		.other = other, .guard_truth = !truth, .other_truth = truth };
	return n + 1;
}

// the implication of the phi @x that a branch tests, if it has one and
// none is made yet, added to @imp (@n of them so far); the new count
static int phi_implication(pseudo_t safe x, struct implication *safe imp, int n)
{
	struct instruction *phi = x->def, *test;
	struct basic_block *through = NULL, *parent;
	pseudo_t src, other = NULL;
	struct refinement r[MAX_REFINE];
	int k, truth;

	for (k = 0; k < n; k++) {
		if (imp[k].var == x)
			return n;
	}
	if (n >= MAX_IMPLICATIONS || !phi || !phi->bb)
		return n;
	// one source that is not a constant, and the block it comes from
	FOR_EACH_PTR(phi->phi_list, src) {
		struct instruction *def = src && src != VOID ? src->def : NULL;

		if (!def || !def->phi_src || !def->bb)
			return n;
		if (def->phi_src->type == PSEUDO_VAL)
			continue;
		if (through)
			return n;
		through = def->bb;
	} END_FOR_EACH_PTR(src);
	// entered from a test, on one side, with no other way in
	if (!through || !through->parents ||
	    ptr_list_size((struct ptr_list *)through->parents) != 1)
		return n;
	parent = first_ptr_list((struct ptr_list *)through->parents);
	test = parent ? last_instruction(parent->insns) : NULL;
	if (!test || test->opcode != OP_CBR || test->bb_true == test->bb_false || !test->cond)
		return n;
	other = test->cond;
	truth = test->bb_true == through;
	if (!cond_facts(other, truth, r, 0, 0))
		return n;
	imp[n] = (struct implication) { .at = phi->bb, .br = test, .var = x, .guard = x,
		.other = other, .other_truth = truth, .phi = phi };
	return n + 1;
}

// the implications of the branch @br (a test of 'a && b' or 'a || b',
// or of a phi), added to @imp (@n of them so far); the new count
static int implications_of(struct instruction *safe br, struct implication *safe imp, int n)
{
	struct instruction *def;
	struct basic_block *at;
	pseudo_t x = tested_int(br);
	int truth, first, k;

	if (x)
		return phi_implication(x, imp, n);

	switch (DEF_OPCODE(def, br->cond)) {
	case OP_AND:
	case OP_OR:
		if (def->size != 1)
			return n;
		break;
	default:
		return n;
	}
	// the side where the two are not both what the test asks
	truth = def->opcode == OP_OR;
	at = truth ? br->bb_true : br->bb_false;
	if (!at || !at->parents)
		return n;
	// 'a && b' false: where a is true, b is false
	first = n;
	n = implication(imp, n, br, at, def->src1, def->src2, truth);
	n = implication(imp, n, br, at, def->src2, def->src1, truth);
	// (a side with other ways in: on its edge only, of pointers, for
	// the phis it gives a join, 'if (!n && !p) return;' before a loop)
	if (ptr_list_size((struct ptr_list *)at->parents) == 1)
		return n;
	for (k = first; k < n; k++) {
		imp[k].edge_only = true;
		if (!is_pointer_value(imp[k].var))
			imp[k--] = imp[--n];
	}
	return n;
}

// are @x and @y @v and @w, in either order (where one of these two is
// not NULL, one of those is not)?
static inline bool either_order(pseudo_t x, pseudo_t y, pseudo_t safe v, pseudo_t safe w)
{
	return (x == v && y == w) || (x == w && y == v);
}

// The select of @sel's block, on its condition, that takes @w where @sel
// takes @v, and @v where it takes @w, or the same ('if (back) { t = a; a
// = b; b = t; }', which sparse makes two selects); or NULL.
static struct instruction *select_pair(struct instruction *safe sel, pseudo_t safe v,
	pseudo_t safe w)
{
	struct instruction *insn;

	FOR_EACH_PTR(sel->bb ? sel->bb->insns : NULL, insn) {
		if (insn != sel && insn->bb && insn->opcode == OP_SEL && insn->src1 == sel->src1 &&
		    either_order(sel->src2, insn->src2, v, w) &&
		    either_order(sel->src3, insn->src3, v, w))
			return insn;
	} END_FOR_EACH_PTR(insn);
	return NULL;
}

// Does each way into the block of the phis @a and @b that gives them
// @imp's pointers, in either order (where @imp->var is NULL, @w is not:
// one of the two is not NULL), come from a block @imp holds in?  One way
// at least does.
static bool from_where_held(struct nullstate *safe ns, struct implication *safe imp,
	pseudo_t safe w, struct instruction *safe a, struct instruction *safe b)
{
	bool found = false;
	pseudo_t src;

	FOR_EACH_PTR(a->phi_list, src) {
		struct instruction *sa = src && src != VOID ? src->def : NULL;
		struct instruction *sb = sa && sa->bb ? phi_source(b, sa->bb) : NULL;

		if (!sa || !sb)
			return false;
		if (!either_order(sa->phi_src, sb->phi_src, imp->var, w))
			continue;
		// (from the test's block on its side, or where the side leads)
		if (!sa->bb || (imp->edge_only ? sa->bb != imp->br->bb || a->bb != imp->at :
				!block_dominates(ns, imp->at, sa->bb)))
			return false;
		found = true;
	} END_FOR_EACH_PTR(src);
	return found;
}

// The implications of two pointers (@imp, @n of them: 'if (!a && !b)
// return;', where a is NULL, b is not) carried to two selects that take
// them in either order, and to the phis of a join
// that takes them from a way in where they hold ('if (a && b && a->seq >
// b->seq) { t = a; a = b; b = t; }'): where the phi of a is NULL, the
// phi of b is not, if each other way in gives one of the phis what is
// not NULL (implied_on_edge() asks the ways' states).  Added to @imp;
// the new count.
static int join_implications(struct nullstate *safe ns, struct implication *safe imp, int n)
{
	struct pseudo_user *pu;
	int k, nr = n;
	pseudo_t w;

	for (k = 0; k < n; k++) {
		if (imp[k].phi || !is_pointer_value(imp[k].var) ||
		    !(w = nonnull_where(imp[k].other, imp[k].other_truth)))
			continue;
		FOR_EACH_PTR(imp[k].var->users, pu) {
			struct instruction *src = pu ? pu->insn : NULL;
			struct instruction *a = src && src->opcode == OP_PHISOURCE ? src->phi_node : NULL;
			struct instruction *b = NULL, *insn;

			if (!src || !src->bb || nr >= MAX_IMPLICATIONS)
				continue;
			// two selects that take the two, in either order, where
			// the implication holds: so does it of theirs
			if (src->opcode == OP_SEL && src->target && !imp[k].edge_only &&
			    (b = select_pair(src, imp[k].var, w)) && b->target &&
			    block_dominates(ns, imp[k].at, src->bb)) {
				imp[nr++] = (struct implication) { .at = src->bb, .br = imp[k].br,
					.var = src->target, .guard = src->target, .guard_truth = 0,
					.other = b->target, .other_truth = 1 };
				continue;
			}
			if (!a || !a->bb || !a->target)
				continue;
			// the phi of that block that takes @w from the same way in
			FOR_EACH_PTR(src->bb->insns, insn) {
				if (insn->bb && insn->opcode == OP_PHISOURCE && insn->phi_src == w &&
				    insn->phi_node && insn->phi_node->bb == a->bb)
					b = insn->phi_node;
			} END_FOR_EACH_PTR(insn);
			if (!b || !b->target || !from_where_held(ns, &imp[k], w, a, b))
				continue;
			imp[nr++] = (struct implication) { .at = a->bb, .br = imp[k].br,
				.var = a->target, .guard = a->target, .guard_truth = 0,
				.other = b->target, .other_truth = 1, .join = a, .pair = b,
				.from = imp[k].var, .from_other = w };
		} END_FOR_EACH_PTR(pu);
	}
	return nr;
}

// give each block whose branch may make an integer a constant (or a
// pointer NULL) the implications @imp (@n of them) that hold there
static void give_implications(struct nullstate *safe ns, struct implication *safe imp, int n)
{
	unsigned int b;
	int k;

	for (b = 0; b < ns->nr_blocks; b++) {
		struct bbinfo *bi = &ns->blocks[b];
		pseudo_t var = branch_var(bi);

		for (k = 0; var && k < n; k++) {
			if (imp[k].edge_only || imp[k].var != var ||
			    !block_dominates(ns, imp[k].at, bi->bb))
				continue;
			struct bbrare *safe r = bb_rare(bi);

			if (!r->implied)
				r->implied = arena_alloc(&arena, n * sizeof(*r->implied));
			r->implied[r->nr_implied] = arena_alloc(&arena, sizeof(imp[k]));
			*r->implied[r->nr_implied++] = imp[k];
		}
	}
}
