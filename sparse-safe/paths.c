/*
 * Feasible paths: see paths.h.  A depth-first walk from the function's
 * entry through the evidence to the use, one path at a time, with what
 * the path has told so far (paths-known.c) undone as the walk backs up.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "flow.h"
#include "bits.h"
#include "symbol.h"

#include "annotations.h"
#include "nullstate.h"
#include "ptrhash.h"
#include "report.h"
#include "paths.h"
#include "paths-known.h"

static unsigned char *rounds;			// entries on the path, by order
static int nr_rounds;
static struct entrypoint *budget_ep;		// the function whose questions
static int budgets[2];				// ... have this many entries left:
						// ... of the solver's evidences,
						// ... and of those gathered (@own_null)

// the block a switch on @v goes to
static struct basic_block *switch_target(struct instruction *safe sw, long long v)
{
	struct basic_block *dflt = NULL;
	struct multijmp *jmp;

	FOR_EACH_PTR(sw->multijmp_list, jmp) {
		if (jmp->begin > jmp->end)
			dflt = jmp->target;
		else if (v >= jmp->begin && v <= jmp->end)
			return jmp->target;
	} END_FOR_EACH_PTR(jmp);
	return dflt;
}

#define SWITCH_EXCLUDES	16			// a switch's cases, at most, that
						// ... its edges exclude

// (@undecided: the path is known not to decide the branch's condition)
static void learn_edge(struct walk *safe w, struct basic_block *safe from,
	struct basic_block *safe to, bool undecided)
{
	struct instruction *br = path_last_insn(from);
	struct multijmp *jmp;
	long long v = 0;
	int n = 0, cases = 0;

	if (!br)
		return;
	if (br->opcode == OP_CBR && br->bb_true != br->bb_false) {
		if (undecided && br->cond)
			learn_undecided(w, br->cond, to == br->bb_true, 0);
		else
			learn_cond(w, br->cond, to == br->bb_true, 0);
		return;
	}
	if (br->opcode != OP_SWITCH || !br->cond || br->cond->type == PSEUDO_VAL ||
	    eval(w, br->cond, &v, 0) != VAL_UNKNOWN)
		return;
	// a case of one value that only it goes to; or, where the cases are
	// few, not the value of any case that goes elsewhere
	FOR_EACH_PTR(br->multijmp_list, jmp) {
		if (jmp->begin <= jmp->end)
			cases += jmp->begin == jmp->end ? 1 : SWITCH_EXCLUDES;
		if (jmp->target != to)
			continue;
		n += jmp->begin == jmp->end ? 1 : 2;
		v = jmp->begin;
	} END_FOR_EACH_PTR(jmp);
	if (n == 1) {
		set_known(w, br->cond, false, KNOWN_EQ, v);
		return;
	}
	if (cases > SWITCH_EXCLUDES)
		return;
	FOR_EACH_PTR(br->multijmp_list, jmp) {
		if (jmp->target != to && jmp->begin == jmp->end)
			exclude(w, br->cond, jmp->begin);
	} END_FOR_EACH_PTR(jmp);
}

// Entering @to: its phis take what the path gave them, and what it
// defines again is new.
static void enter_block(struct walk *safe w, struct basic_block *safe to)
{
	struct instruction *insn;
	int i;

	// (only those whose definition's block shares @to's bucket)
	for (i = known_defined_in(w, to); i >= 0; i = known_defined_next(w, i)) {
		struct known *k = &w->known[i];
		struct instruction *def = k->key->type == PSEUDO_REG ? k->key->def : NULL;

		if (!k->pending && k->kind != KNOWN_UNSET && def && def->bb == to &&
		    def->opcode != OP_PHI)
			change(w, i, k->key, false, KNOWN_UNSET, 0);
	}
	FOR_EACH_PTR(phis_in(w, to), insn) {
		struct known *k;
		pseudo_t phi, target;

		// an element loaded: what the path left there
		if (insn->bb && insn->opcode == OP_LOAD && !w->callee && insn->target &&
		    (k = find_known(w, insn->target, true))) {
			set_known(w, insn->target, false, k->kind, k->value);
			continue;
		}
		if (!insn->bb || insn->opcode != OP_PHI || !(target = insn->target))
			continue;
		k = find_known(w, target, true);
		if (k) {
			set_known(w, target, false, k->kind, k->value);
			set_known(w, target, true, KNOWN_UNSET, 0);
			continue;
		}
		// given its value before the evidence: the pointer the
		// evidence is about, if it is one of its sources
		set_known(w, target, false, KNOWN_UNSET, 0);
		FOR_EACH_PTR(insn->phi_list, phi) {
			struct instruction *src = phi != VOID && phi ? phi->def : NULL;
			struct known *s = src ? find_known(w, src->phi_src, false) : NULL;

			if (s && (s->kind == KNOWN_NULL || s->kind == KNOWN_MAYBE))
				set_known(w, target, false, s->kind, 0);
		} END_FOR_EACH_PTR(phi);
	} END_FOR_EACH_PTR(insn);
}

// what a phi source gives its pointer phi: the NULL, or not, or (a
// pointer the path has tested, or the solver knows) not NULL at all
static enum known_kind pointer_source(struct walk *safe w, pseudo_t src)
{
	enum known_kind kind = null_kind(w, src, 0);
	long long v;

	return kind == KNOWN_OTHER && eval(w, src, &v, 0) == VAL_NONZERO ? KNOWN_NONZERO : kind;
}

// What the store @st into an element of a local array leaves where the
// element loads read: for each that reads the bytes stored, what the
// value stored is, as give_sources() gives a phi its source's (a value
// the solver says may be NULL, by an evidence of its own, is taken as
// one that may hold the NULL, so that it is not lost); for each whose
// bytes the store may reach, unknown.  A load takes what is left there
// as its block is entered (enter_block()).
static void store_element(struct walk *safe w, struct instruction *safe st)
{
	pseudo_t var = element_base(st->src), base, value = st->target;
	enum known_kind kind = KNOWN_UNSET;
	long long off, lo, v = 0;
	struct instruction *load, *why;

	if (!var || !value || !st->src)
		return;
	base = path_address(w, st->src, &off);
	off += st->offset;
	if (value->type == PSEUDO_VAL && !value->value) {
		kind = KNOWN_NULL;
	} else if (is_ptr_type(st->type) || st->size == bits_in_pointer) {
		kind = pointer_source(w, value);
		if (kind == KNOWN_OTHER && value->type == PSEUDO_REG &&
		    nv_may_be_null(nullstate_def_value(value, &why)))
			kind = KNOWN_MAYBE;
		v = kind == KNOWN_OTHER ? held_source(w, value) : 0;
	}
	FOR_EACH_PTR(element_loads(), load) {
		if (!load->target || offset_of(load->src, &lo) != var)
			continue;
		lo += load->offset;
		if (base != var || off + (long long)(st->size / 8) <= lo ||
		    lo + (long long)(load->size / 8) <= off) {
			if (base != var)
				set_known(w, load->target, true, KNOWN_UNSET, 0);
			continue;
		}
		// (the whole element, or 0 over it)
		if ((off == lo && st->size == load->size) || kind == KNOWN_NULL)
			set_known(w, load->target, true, kind, v);
		else
			set_known(w, load->target, true, KNOWN_UNSET, 0);
	} END_FOR_EACH_PTR(load);
}

// Leaving @from for another block: what its branch said of the pointers
// its phi sources give (given as @from was entered) is theirs too; and
// what it stores into the elements of a local array is there now
static void tested_sources(struct walk *safe w, struct basic_block *safe from)
{
	struct instruction *insn;

	if (!w->callee && element_loads()) {
		FOR_EACH_PTR(phis_in(w, from), insn) {
			if (insn->bb && insn->opcode == OP_STORE)
				store_element(w, insn);
		} END_FOR_EACH_PTR(insn);
	}

	FOR_EACH_PTR_REVERSE(phis_in(w, from), insn) {
		struct instruction *node;
		struct known *k;
		pseudo_t target;

		if (!insn->bb)
			continue;
		if (insn->opcode == OP_PHI)
			break;
		if (insn->opcode != OP_PHISOURCE || !(node = insn->phi_node) ||
		    !(target = node->target) || !is_ptr_type(node->type))
			continue;
		// (a pointer given as the NULL that the branch says is not:
		// 'n == n2' with n2 never NULL, learn_cond())
		k = find_known(w, target, true);
		if (k && k->kind >= KNOWN_NULL &&
		    pointer_source(w, insn->phi_src) == KNOWN_NONZERO)
			set_known(w, target, true, KNOWN_NONZERO, 0);
	} END_FOR_EACH_PTR_REVERSE(insn);
}

// is the phi @target the pointer at the use, or given to it?
static bool gives_use(struct walk *safe w, pseudo_t safe target)
{
	int i;

	for (i = 0; i < w->nr_roots; i++) {
		if (w->roots[i] == target || value_flows_into(target, w->roots[i]))
			return true;
	}
	return false;
}

// Leaving @bb: its phi sources give their phis a value.
static void give_sources(struct walk *safe w, struct basic_block *safe bb)
{
	struct instruction *insn;

	FOR_EACH_PTR(phis_in(w, bb), insn) {
		struct instruction *node;
		pseudo_t target;
		long long v = 0;

		if (!insn->bb || insn->opcode != OP_PHISOURCE || !(node = insn->phi_node) ||
		    !(target = node->target))
			continue;
		if (is_ptr_type(node->type)) {
			enum known_kind kind = pointer_source(w, insn->phi_src);

			// (another NULL constant given the pointer at the use:
			// another evidence's)
			if (kind == KNOWN_NULL && w->own_null && !w->callee &&
			    insn->phi_src && insn->phi_src->type == PSEUDO_VAL &&
			    !path_null_copy(insn, w->why) && gives_use(w, target))
				kind = KNOWN_OTHER;
			set_known(w, target, true, kind,
				  kind == KNOWN_OTHER ? held_source(w, insn->phi_src) : 0);
			continue;
		}
		switch (eval(w, insn->phi_src, &v, 0)) {
		case VAL_CONSTANT:
			set_known(w, target, true, KNOWN_EQ, v);
			break;
		case VAL_NONZERO:
			// (with what gave it, for same_on_path())
			set_known(w, target, true, KNOWN_NONZERO,
				  (long long)(unsigned long)insn->phi_src);
			break;
		default:
			// no value known (not an older source's): where it
			// comes from, for independent() to ask
			set_known(w, target, true, KNOWN_FROM,
				  (long long)(unsigned long)insn->phi_src);
		}
	} END_FOR_EACH_PTR(insn);
}

// Can the switch @sw go to @child, where the path knows what it is on is
// none of the values of the cases that go there?  (The default, and a
// range of many values, are taken as open.)
static bool switch_may_go(struct walk *safe w, struct instruction *safe sw,
	struct basic_block *safe child)
{
	struct multijmp *jmp;
	long long v;

	FOR_EACH_PTR(sw->multijmp_list, jmp) {
		if (jmp->target != child)
			continue;
		if (jmp->begin > jmp->end || jmp->end - jmp->begin >= SWITCH_EXCLUDES)
			return true;
		for (v = jmp->begin; v <= jmp->end; v++) {
			if (!sw->cond || !not_value(w, sw->cond, v))
				return true;
		}
	} END_FOR_EACH_PTR(jmp);
	return false;
}

// what the path says of the condition of a branch, asked once a block
struct test {
	bool asked;
	enum eval e;
	long long v;
};

static enum eval test_of(struct walk *safe w, struct instruction *safe br,
	struct test *safe t, long long *safe v)
{
	if (!t->asked) {
		t->asked = true;
		t->v = 0;
		t->e = eval_test(w, br->cond, &t->v);
	}
	*v = t->v;
	return t->e;
}

// Can the path go from @from, whose branch is @br, to @child, its @nr-th
// child (@t: what the path says of @br's condition)?
static bool may_go(struct walk *safe w, struct instruction *br, struct basic_block *safe from,
	struct basic_block *safe child, int nr, struct test *safe t)
{
	long long v = 0;

	if (!w->callee && (!nullstate_reached(w->ns, child) ||
	    (w->fired && !takes_null(w, from, child, nr))))
		return false;
	if (!br)
		return true;
	if (br->opcode == OP_CBR && br->bb_true != br->bb_false) {
		if (equal_to_untested(w, br->cond, child == br->bb_true))
			return false;
		switch (test_of(w, br, t, &v)) {
		case VAL_CONSTANT:
			return (v != 0) == (child == br->bb_true);
		case VAL_NONZERO:
			return child == br->bb_true;
		default:
			return true;
		}
	}
	if (br->opcode != OP_SWITCH || !br->cond)
		return true;
	if (test_of(w, br, t, &v) == VAL_CONSTANT)
		return switch_target(br, v) == child;
	return switch_may_go(w, br, child);
}

// has this path been in @bb with all it knows now?
static bool seen_before(struct walk *safe w, struct basic_block *safe bb)
{
	unsigned long long h = ((unsigned long)bb + w->fired + 2 * w->correlated) *
			       0x9e3779b97f4a7c15ull;
	unsigned int i, slot;

	// what it knows, hashed as it changes (paths-known.c)
	h += w->sum;
	h |= 1;
	slot = (h >> 7) & ((1 << SEEN_BITS) - 1);
	for (i = 0; i < (1 << SEEN_BITS); i++) {
		struct seen *s = &w->seen[(slot + i) & ((1 << SEEN_BITS) - 1)];

		if (s->gen != w->seen_gen) {
			s->gen = w->seen_gen;
			s->hash = h;
			return false;
		}
		if (s->hash == h)
			return true;
	}
	return false;
}

// the pointer at the use holds the NULL
static bool use_holds_null(struct walk *safe w)
{
	int i;

	for (i = 0; i < w->nr_roots; i++) {
		if (null_kind(w, w->roots[i], 0) != KNOWN_OTHER)
			return true;
	}
	return false;
}

static enum path_answer walk_from(struct walk *safe w, struct basic_block *safe bb, int depth);

// does @bb return what may be NULL?
static bool returns_null(struct walk *safe w, struct basic_block *safe bb)
{
	struct instruction *ret = path_last_insn(bb);

	return ret && ret->opcode == OP_RET && ret->src && ret->src != VOID &&
	       null_kind(w, ret->src, 0) != KNOWN_OTHER;
}

// does @bb call an allocation that may fail, or a function of the file
// that does?
static bool allocates_in(struct basic_block *safe bb)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (insn && insn->bb && insn->opcode == OP_CALL &&
		    (is_allocator(first_ptr_list((struct ptr_list *)insn->fntypes)) ||
		     nullstate_call_allocates(insn)))
			return true;
	} END_FOR_EACH_PTR(insn);
	return false;
}

// is @bb where the walk in a callee goes: a return of NULL, or a call of
// an allocation?
static bool callee_target(struct walk *safe w, struct basic_block *safe bb)
{
	return w->to_alloc ? allocates_in(bb) : returns_null(w, bb);
}

// rounds[], with room for the block of order @order
static unsigned char *safe count_rounds(int order)
{
	unsigned char *r = rounds;
	int n = order * 2 + 64;

	if (order < nr_rounds && r)
		return r;
	r = realloc(rounds, n);
	if (!r)
		die("out of memory");
	memset(r + nr_rounds, 0, n - nr_rounds);
	rounds = r;
	nr_rounds = n;
	return r;
}

#define CLAUSE_ROUNDS	4			// broken()'s sweeps, at most

// Does what the path knows contradict itself: an 'and' it knows false
// whose sides it now knows true, or an 'or' it knows true whose sides it
// now knows false ('if (!n && !p) return;' before a loop, then both phis
// found NULL with those values)?  Where one side alone is now known, the
// other is learned, as learn_cond() learns it where it is known already.
static bool broken(struct walk *safe w)
{
	bool again = w->nr_clauses > 0;
	int round;

	for (round = 0; again && round < CLAUSE_ROUNDS; round++) {
		unsigned int b;

		again = false;
		for (b = 0; b < MAX_KNOWN / 64; b++) {
			unsigned long long bits = w->clause_bits[b];

			while (bits) {
				struct known *k = &w->known[b * 64 + __builtin_ctzll(bits)];
				struct instruction *def = k->key->def;
				bool truth;
				int a, c;

				bits &= bits - 1;
				if (!def)
					continue;
				truth = def->opcode == OP_OR;
				// (the side that decides nothing: true for an
				// 'and' false, false for an 'or' true)
				a = holds(w, def->src1);
				c = holds(w, def->src2);
				if (a == !truth && c == !truth)
					return true;
				if (a == !truth && c < 0)
					learn_cond(w, def->src2, truth, 1);
				else if (c == !truth && a < 0)
					learn_cond(w, def->src1, truth, 1);
				else
					continue;
				again = true;
			}
		}
	}
	return false;
}

#define SWITCH_SPLIT	4			// the values, at most, of the cases
						// ... of a switch that go to one
						// ... block, taken one at a time

// The values of the cases of the switch that ends @from which go to @to,
// into @values, where they are 2 to SWITCH_SPLIT single values, none the
// default, and the path does not know what the switch is on: each is
// then a path of its own ('case AF_UNSPEC: case AF_INET:', and later 'if
// (family == AF_INET)').  Else 0.
static int switch_values(struct walk *safe w, struct basic_block *safe from,
	struct basic_block *safe to, long long *safe values)
{
	struct instruction *br = path_last_insn(from);
	struct multijmp *jmp;
	long long v;
	int n = 0;

	if (!br || br->opcode != OP_SWITCH || !br->cond || br->cond->type == PSEUDO_VAL ||
	    eval(w, br->cond, &v, 0) != VAL_UNKNOWN)
		return 0;
	FOR_EACH_PTR(br->multijmp_list, jmp) {
		if (jmp->target != to)
			continue;
		if (jmp->begin != jmp->end || n == SWITCH_SPLIT)
			return 0;
		values[n++] = jmp->begin;
	} END_FOR_EACH_PTR(jmp);
	return n > 1 ? n : 0;
}

static enum path_answer entered(struct walk *safe w, struct basic_block *safe to,
	int depth, int order);

// Entering @to from @from, with what the edge said learned: the path goes
// on from there.
static enum path_answer enter(struct walk *safe w, struct basic_block *safe from,
	struct basic_block *safe to, int depth, int order)
{
	enum path_answer answer = PATH_NONE, one;
	int truth, rounds;
	pseudo_t c;

	w->trail[depth + 1] = to;
	w->trail_len = depth + 2;
	tested_sources(w, from);
	enter_block(w, to);
	if (broken(w))
		return PATH_NONE;
	w->counted[depth + 1] = false;
	if (!w->callee && (rounds = count_rounds(order)[order]) >= PATH_ROUNDS - 1) {
		w->counted[depth + 1] = decided(w, to);
		// the last entry of a block the path may make, in a loop
		// it does not count: what its phis count is no longer
		// known, so that a loop of a constant count is left
		if (!counting(w, to, depth + 1)) {
			if (rounds >= PATH_ROUNDS)
				return PATH_NONE;
			widen(w, to);
		} else if (rounds >= PATH_ROUNDS && ++w->steps > w->limit) {
			return PATH_UNKNOWN;
		}
	}
	if (!(c = select_split(w, to)))
		return entered(w, to, depth, order);
	for (truth = 1; truth >= 0 && answer != PATH_FOUND; truth--) {
		int mark = nr_undos;

		learn_undecided(w, c, truth, 0);
		set_known(w, c, false, truth ? KNOWN_NONZERO : KNOWN_EQ, 0);
		one = entered(w, to, depth, order);
		undo_to(w, mark);
		answer = one > answer ? one : answer;
	}
	return answer;
}

// ... and its values known, given on to its phis
static enum path_answer entered(struct walk *safe w, struct basic_block *safe to,
	int depth, int order)
{
	enum path_answer answer = PATH_NONE;
	bool holds;

	give_sources(w, to);
	holds = w->fired && (w->nulls || to == w->use) && use_holds_null(w);
	if (w->nulls && holds)
		ptrhash_put(w->nulls, to, to);
	if (to == w->use && holds) {
		answer = w->correlated ? PATH_CORRELATED : PATH_FOUND;
	} else if (w->callee && callee_target(w, to)) {
		answer = PATH_FOUND;
	} else if (!seen_before(w, to)) {
		// (the walk may move rounds[]: each count is looked up anew)
		count_rounds(order)[order] += !w->callee;
		answer = walk_from(w, to, depth + 1);
		count_rounds(order)[order] -= !w->callee;
	}
	return answer;
}

static enum path_answer go(struct walk *safe w, struct basic_block *safe from,
	struct basic_block *safe to, int depth, bool undecided)
{
	int mark = nr_undos, order = w->callee ? 0 : nullstate_order(w->ns, to);
	enum path_answer answer = PATH_NONE, one;
	long long values[SWITCH_SPLIT];
	bool capped;
	int i, n;

	if (order < 0)
		return PATH_NONE;
	// (past PATH_ROUNDS, an entry is a step once enter() finds the path
	// counting the loop; else it is not made)
	capped = !w->callee && count_rounds(order)[order] >= PATH_ROUNDS;
	if (capped && (count_rounds(order)[order] >= COUNTED_ROUNDS ||
		       (depth > PATH_DEPTH && !counting(w, to, depth))))
		return PATH_NONE;
	w->entries++;
	if ((!capped && ++w->steps > w->limit) || depth > PATH_DEPTH)
		return PATH_UNKNOWN;
	// the path ends at @from (a walk of another child may have gone deeper)
	w->trail_len = depth + 1;
	n = switch_values(w, from, to, values);
	if (!n) {
		learn_edge(w, from, to, undecided);
		answer = enter(w, from, to, depth, order);
	}
	// (the answers are ordered: the one that tells most, of all values)
	for (i = 0; i < n && answer != PATH_FOUND; i++) {
		struct instruction *sw = path_last_insn(from);

		if (!sw || !sw->cond)
			break;
		set_known(w, sw->cond, false, KNOWN_EQ, values[i]);
		one = enter(w, from, to, depth, order);
		undo_to(w, mark);
		answer = one > answer ? one : answer;
	}
	undo_to(w, mark);
	return answer;
}

static bool is_root(struct walk *safe w, pseudo_t p)
{
	int i;

	for (i = 0; i < w->nr_roots; i++) {
		if (w->roots[i] == p)
			return true;
	}
	return false;
}

static enum path_answer go_on(struct walk *safe w, struct basic_block *safe bb, int depth);

// May @call, a call of a function of the file whose summary says it may
// return NULL, return NULL with the arguments the path of @w gives it: is
// there a path in it from its entry to a return of what may be NULL, its
// parameters what the path knows of the arguments?  With @to_alloc, to a
// call of an allocation that may fail instead.
static bool callee_reaches(struct walk *safe w, struct instruction *safe call, bool to_alloc)
{
	static struct seen seen[1 << SEEN_BITS];
	static struct walk in;
	struct symbol *fn = call->func && call->func->type == PSEUDO_SYM ? call->func->sym : NULL;
	struct entrypoint *ep = fn ? fn->ep : NULL;
	struct basic_block *entry = ep && ep->entry ? ep->entry->bb : NULL;
	struct position pos;
	enum path_answer answer;
	pseudo_t arg, param;
	int i, mark = nr_undos;

	if (!entry || w->callee || !nullstate_returns_null(call, &pos))
		return true;
	in.ns = w->ns;
	in.why = call;
	in.use = NULL;
	in.callee = true;
	in.own_null = false;
	in.to_alloc = to_alloc;
	in.seen = seen;
	in.seen_gen++;
	in.nr_roots = 0;
	known_reset(&in);
	in.full = false;
	in.fired = true;
	in.correlated = false;
	in.steps = 0;
	in.limit = w->limit - w->steps < CALLEE_STEPS ? w->limit - w->steps : CALLEE_STEPS;
	PREPARE_PTR_LIST(call->arguments, arg);
	FOR_EACH_PTR(ep->entry->arg_list, param) {
		long long v = 0;

		if (!arg)
			break;
		switch (eval(w, arg, &v, 0)) {
		case VAL_CONSTANT:
			set_known(&in, param, false, KNOWN_EQ, v);
			break;
		case VAL_NONZERO:
			set_known(&in, param, false, KNOWN_NONZERO, 0);
			break;
		default:
			if (null_kind(w, arg, 0) == KNOWN_NULL)
				set_known(&in, param, false, KNOWN_EQ, 0);
			for (i = 0; i < w->nr_known; i++) {
				struct known *k = &w->known[i];
				pseudo_t a = arg;
				int depth;

				for (depth = 0; a && depth < 3; depth++, a = cast_of(a)) {
					if (k->key == a && k->kind == KNOWN_NOT)
						exclude(&in, param, k->value);
				}
			}
		}
		NEXT_PTR_LIST(arg);
	} END_FOR_EACH_PTR(param);
	FINISH_PTR_LIST(arg);
	in.trail[0] = entry;
	in.trail_len = 1;
	give_sources(&in, entry);
	answer = callee_target(&in, entry) ? PATH_FOUND : go_on(&in, entry, 0);
	// the callee's walk is the caller's question's
	w->steps += in.steps;
	undo_to(&in, mark);
	return answer != PATH_NONE || in.full;
}

// the pointers that the evidence is about: a test's, NULL on the path
// where the pointer at the use is one of them or the test's side says it
// is NULL, or what the instruction makes.  False where the path says
// that the pointer at the use is not NULL there.
static bool seed(struct walk *safe w)
{
	struct instruction *why = w->why;
	struct basic_block *from = why->bb, *child;
	pseudo_t tested[NULLSTATE_MAX_TESTED];
	enum nullvalue values[1];
	int i, k, n;

	if (why->opcode == OP_CBR) {
		n = nullstate_branch_tests(why, tested);
	} else if ((tested[0] = nullstate_tested(why))) {
		n = 1;
	} else {
		// a function of the file that returns NULL only for
		// arguments other than these
		if (why->opcode == OP_CALL &&
		    (answered_before(w, why) || !callee_reaches(w, why, false)))
			return false;
		if (why->target && why->target->type == PSEUDO_REG && why->opcode != OP_PHISOURCE)
			set_known(w, why->target, false, KNOWN_NULL, 0);
		return true;
	}
	for (i = 0; i < n; i++) {
		enum known_kind kind = KNOWN_MAYBE;
		long long v;

		if (!tested[i] || !from)
			continue;
		// not NULL where the path says it is not
		if (eval(w, tested[i], &v, 0) == VAL_NONZERO) {
			if (is_root(w, tested[i]))
				return false;
			continue;
		}
		if (is_root(w, tested[i]))
			kind = KNOWN_NULL;
		FOR_EACH_PTR(from->children, child) {
			for (k = 0; kind != KNOWN_NULL && k < nullstate_nr_exits(w->ns, from); k++) {
				if (nullstate_edge_values(w->ns, from, k, child, &tested[i], 1, values) &&
				    values[0] == NV_NULL)
					kind = KNOWN_NULL;
			}
		} END_FOR_EACH_PTR(child);
		learn_known(w, tested[i], kind, 0);
	}
	return true;
}

static enum path_answer go_on(struct walk *safe w, struct basic_block *safe bb, int depth)
{
	struct instruction *br = path_last_insn(bb);
	enum path_answer answer = PATH_NONE;
	struct basic_block *child;
	bool was = w->correlated;
	struct test test = { false };
	unsigned long long open = 0;		// the first 64 children it may go to
	bool undecided;
	int ways = 0, nr = 0;

	if (br && br->opcode == OP_RET)
		return PATH_NONE;
	if (!w->callee && br && br->opcode == OP_CBR && reads_undefined(w, br->cond, 0))
		return PATH_NONE;
	// (the path ends at @bb, what stored_on_path() reads)
	w->trail_len = depth + 1;
	FOR_EACH_PTR(bb->children, child) {
		// (a way that does not lead to the evidence is still a way)
		if (may_go(w, br, bb, child, nr, &test)) {
			ways++;
			if (nr < 64 && leads_to_why(w, child))
				open |= 1ull << nr;
		}
		nr++;
	} END_FOR_EACH_PTR(child);
	// a branch the path does not decide, on what may go with the NULL
	// (asked once the path is not correlated already)
	if (w->fired && !w->correlated && ways > 1 && br &&
	    (br->opcode == OP_CBR || br->opcode == OP_SWITCH) && !independent(w, br->cond, 0))
		w->correlated = true;
	// (what the path said of the condition holds on the way to each child)
	undecided = test.asked && test.e == VAL_UNKNOWN;
	nr = 0;
	FOR_EACH_PTR(bb->children, child) {
		enum path_answer a;

		w->trail_len = depth + 1;
		// (what the walk below learned is undone: it asks again)
		test.asked = false;
		if (nr < 64 ? !(open >> nr & 1) :
		    !may_go(w, br, bb, child, nr, &test) || !leads_to_why(w, child)) {
			nr++;
			continue;
		}
		nr++;
		a = go(w, bb, child, depth, undecided);
		if (a > answer)
			answer = a;
		if (a == PATH_FOUND)
			break;
	} END_FOR_EACH_PTR(child);
	w->correlated = was;
	return answer;
}
// Leave @bb: through the evidence, where it is in @bb and the path has
// not been through it yet (and, where it is in a loop, past it too, to
// come back to it later).
static enum path_answer walk_from(struct walk *safe w, struct basic_block *safe bb, int depth)
{
	enum path_answer answer = PATH_NONE, again;
	int mark = nr_undos;

	if (w->fired || !at_evidence(w, bb))
		return go_on(w, bb, depth);
	if (seed(w)) {
		// the phi sources of the evidence's block give what it says
		// of the values they pass on: a test ends its block ('m =
		// alloc(); if (!m) goto out;', m given to out's phi), a call's
		// result is NULL ('it = v = malloc(n)', a loop's first 'it')
		give_sources(w, bb);
		// a use in the evidence's own block is after it
		w->fired = true;
		answer = bb == w->use && bb == w->why->bb ? PATH_FOUND : go_on(w, bb, depth);
		w->fired = false;
	}
	undo_to(w, mark);
	if (answer == PATH_FOUND || is_once(w, bb))
		return answer;
	again = go_on(w, bb, depth);
	return again > answer ? again : answer;
}

bool path_call_allocates(struct nullstate *safe ns, struct instruction *safe call)
{
	static struct seen seen[1];
	static struct walk caller;

	again_solve(nullstate_serial(ns));
	caller.ns = ns;
	caller.seen = seen;
	caller.why = call;
	caller.use = NULL;
	caller.callee = false;
	caller.to_alloc = false;
	caller.nr_roots = 0;
	known_reset(&caller);
	caller.full = false;
	caller.steps = 0;
	caller.limit = CALLEE_STEPS;
	return callee_reaches(&caller, call, true);
}

// The last question's walk, for the next about the same evidence and
// pointer in the same solve (a NULL that several uses may meet).  Each
// walk until one completes notes each block it entered holding the
// NULL; where it went everywhere the NULL goes without meeting its use
// (PATH_NONE, within its bound), a question at another use that the NULL
// never reached would walk the same blocks, step for step, to the same
// answer: it is given that answer, and charged those steps.
static struct last_question {
	unsigned long serial;
	struct instruction *why;
	pseudo_t roots[8];
	int nr, steps;
	bool complete;				// the walk above was made
	bool exhausted;				// ... or a walk ran out of steps,
	struct basic_block *use;		// ... asked of this use
	struct ptrhash nulls;
} lasts[2];					// (one for each budget)

// is the question of @ns, @why and @roots the last one's?
static bool same_question(struct last_question *safe last, struct nullstate *safe ns,
	struct instruction *safe why, pseudo_t *safe roots, int nr)
{
	return last->serial == nullstate_serial(ns) && last->why == why && last->nr == nr &&
	       !memcmp(last->roots, roots, nr * sizeof(*roots));
}

enum path_answer null_path(struct nullstate *safe ns, struct instruction *safe why,
	pseudo_t *safe roots, int nr, struct basic_block *safe bb, bool own_null)
{
	static struct seen seen[1 << SEEN_BITS];
	static struct walk w;
	bool again;
	struct basic_block *from = why->bb;
	struct entrypoint *ep = from ? from->ep : NULL;
	struct basic_block *entry = ep && ep->entry ? ep->entry->bb : NULL;
	enum path_answer answer;
	int *safe budget = &budgets[own_null];
	struct last_question *safe last = &lasts[own_null];
	int order;

	if (!from || !ep || nullstate_order(ns, from) < 0 || !entry ||
	    (order = nullstate_order(ns, entry)) < 0)
		return PATH_FOUND;
	// a function's questions share a bound
	if (ep != budget_ep) {
		budget_ep = ep;
		budgets[0] = budgets[1] = FUNCTION_STEPS;
	}
	if (*budget <= 0)
		return PATH_UNKNOWN;
	nr = nr < 8 ? nr : 8;
	again = same_question(last, ns, why, roots, nr);
	// (a use in the evidence's own block is met there, not on the way)
	if (again && last->complete && last->steps <= (*budget < PATH_STEPS ? *budget : PATH_STEPS) &&
	    bb != from && !ptrhash_get(&last->nulls, bb)) {
		*budget -= last->steps;
		return PATH_NONE;
	}
	// The walk before ran out of steps, and met the NULL neither at its
	// use nor at this one: this walk would go the same way, step for
	// step, and run out too; the function's bound is spent either way.
	if (again && last->exhausted && bb != from && !ptrhash_get(&last->nulls, bb) &&
	    !ptrhash_get(&last->nulls, last->use)) {
		*budget = 0;
		return PATH_UNKNOWN;
	}
	// (the question: its evidence, the evidence's twins)
	again_solve(nullstate_serial(ns));
	w.ns = ns;
	w.why = why;
	w.callee = false;
	w.own_null = own_null;
	find_twins(&w, ep);
	new_question(&w, ep);
	if (!again) {
		last->serial = nullstate_serial(ns);
		last->why = why;
		last->nr = nr;
		memcpy(last->roots, roots, nr * sizeof(*roots));
		last->complete = false;
		last->exhausted = false;
		ptrhash_clear(&last->nulls);
	}
	w.nulls = !last->complete ? &last->nulls : NULL;
	w.use = bb;
	w.nr_roots = nr;
	memcpy(w.roots, roots, w.nr_roots * sizeof(*roots));
	known_reset(&w);
	w.full = false;
	w.fired = false;
	w.correlated = false;
	w.steps = 0;
	w.limit = *budget < PATH_STEPS ? *budget : PATH_STEPS;
	w.to_alloc = false;
	w.seen = seen;
	w.seen_gen++;
	nr_undos = 0;
	// from the entry, through the evidence
	w.trail[0] = entry;
	w.trail_len = 1;
	give_sources(&w, entry);
	count_rounds(order)[order]++;
	answer = walk_from(&w, entry, 0);
	count_rounds(order)[order]--;
	undo_to(&w, 0);
	*budget -= w.steps;
	if (answer < PATH_UNKNOWN && w.full)
		answer = PATH_UNKNOWN;
	if (w.nulls && answer == PATH_NONE) {
		last->complete = true;
		last->steps = w.steps;
	}
	if (w.nulls && w.steps > w.limit) {
		last->exhausted = true;
		last->use = bb;
	}
	return answer;
}
