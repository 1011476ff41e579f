/*
 * Feasible paths: see paths.h.  A depth-first walk from the evidence,
 * one path at a time, with what the path has told so far (struct known)
 * undone as the walk backs up.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "flow.h"
#include "bits.h"
#include "symbol.h"

#include "nullstate.h"
#include "paths.h"

#define PATH_STEPS	4096			// block entries, at most, a question
#define PATH_ROUNDS	3			// entries of one block on one path
#define PATH_DEPTH	1024			// blocks on one path
#define MAX_KNOWN	256			// what one path knows, at most
#define SEEN_BITS	13			// the states seen: 1 << SEEN_BITS

enum known_kind {
	KNOWN_UNSET,				// nothing (what it was is undone)
	KNOWN_EQ,				// an integer equal to ->value
	KNOWN_NE,				// ... not equal to it
	KNOWN_FREE,				// ... not known, but independent
						// ... of the NULL (independent())
	KNOWN_NULL,				// a pointer that holds the NULL
	KNOWN_MAYBE,				// ... that may (a test's, where its
						// ... side says no more)
	KNOWN_OTHER,				// a phi of pointers that does not
};

// what the path says of a pseudo: its value, or (->pending) what a phi
// source on the path gave its phi, which the phi takes on the way in
struct known {
	pseudo_t safe key;
	bool pending;
	unsigned char kind;
	long long value;
};

struct undo {
	int idx;
	bool added;				// undone by dropping it
	struct known old;
};

struct walk {
	struct nullstate *safe ns;
	struct instruction *safe why;
	struct basic_block *safe use;
	pseudo_t roots[8];			// what the pointer at the use is
	int nr_roots;				// ... computed from
	struct known known[MAX_KNOWN];
	int nr_known;
	bool full;				// something went unrecorded
	bool fired;				// the path has been through the
						// ... evidence
	bool why_loops;				// ... which is in a loop
	bool correlated;			// ... and since through a branch
						// ... it did not decide, on what
						// ... may go with the NULL
	int steps;
};

static struct undo *undos;
static int nr_undos, alloc_undos;
static unsigned char *rounds;			// entries on the path, by order
static int nr_rounds;
static struct seen {
	unsigned long long hash;
	unsigned long gen;
} seen[1 << SEEN_BITS];
static unsigned long seen_gen;

static struct known *find_known(struct walk *safe w, pseudo_t p, bool pending)
{
	int i;

	for (i = w->nr_known - 1; i >= 0; i--) {
		struct known *k = &w->known[i];

		if (k->key == p && k->pending == pending)
			return k->kind == KNOWN_UNSET ? NULL : k;
	}
	return NULL;
}

static void set_known(struct walk *safe w, pseudo_t safe p, bool pending,
	enum known_kind kind, long long value)
{
	struct undo *u;
	struct known *k = NULL;
	int i;

	for (i = w->nr_known - 1; i >= 0; i--) {
		if (w->known[i].key == p && w->known[i].pending == pending) {
			k = &w->known[i];
			break;
		}
	}
	if (k ? k->kind == kind && k->value == value : kind == KNOWN_UNSET)
		return;
	if (!k && w->nr_known == MAX_KNOWN) {
		w->full = true;
		return;
	}
	if (nr_undos == alloc_undos) {
		alloc_undos = alloc_undos * 2 + 256;
		undos = realloc(undos, alloc_undos * sizeof(*undos));
		if (!undos)
			die("out of memory");
	}
	u = &undos[nr_undos++];
	u->added = !k;
	if (k) {
		u->idx = i;
		u->old = *k;
	} else {
		u->idx = w->nr_known;
		k = &w->known[w->nr_known++];
		k->key = p;
		k->pending = pending;
	}
	k->kind = kind;
	k->value = value;
}

static void undo_to(struct walk *safe w, int mark)
{
	while (nr_undos > mark) {
		struct undo *u = &undos[--nr_undos];

		if (u->added)
			w->nr_known--;
		else
			w->known[u->idx] = u->old;
	}
}

enum eval { VAL_UNKNOWN, VAL_CONSTANT, VAL_NONZERO };

static long long extend(long long v, unsigned int size, bool is_signed)
{
	if (!size || size >= 64)
		return v;
	return is_signed ? sign_extend(v, size) : zero_extend(v, size);
}

static bool compare(int opcode, long long a, long long b, unsigned int size)
{
	unsigned long long ua = zero_extend(a, size ? size : 64);
	unsigned long long ub = zero_extend(b, size ? size : 64);

	a = extend(a, size, true);
	b = extend(b, size, true);
	switch (opcode) {
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
	return false;
}

static bool binop(int opcode, long long a, long long b, long long *safe v)
{
	switch (opcode) {
	case OP_ADD: *v = a + b; return true;
	case OP_SUB: *v = a - b; return true;
	case OP_MUL: *v = a * b; return true;
	case OP_AND: *v = a & b; return true;
	case OP_OR: *v = a | b; return true;
	case OP_XOR: *v = a ^ b; return true;
	case OP_SHL:
		if (b < 0 || b >= 64)
			return false;
		*v = (long long)((unsigned long long)a << b);
		return true;
	case OP_LSR:
		if (b < 0 || b >= 64)
			return false;
		*v = (long long)((unsigned long long)a >> b);
		return true;
	}
	return false;
}

// What @p is on the path: a constant, or not 0, or not known.
static enum eval eval(struct walk *safe w, pseudo_t p, long long *safe v, int depth)
{
	struct instruction *def;
	struct known *k;
	enum eval ea, eb;
	long long a, b;

	if (!p)
		return VAL_UNKNOWN;
	if (p->type == PSEUDO_VAL) {
		*v = p->value;
		return VAL_CONSTANT;
	}
	// the address of a variable or a function is never NULL
	if (p->type == PSEUDO_SYM)
		return VAL_NONZERO;
	k = find_known(w, p, false);
	if (k && (k->kind == KNOWN_EQ || k->kind == KNOWN_NULL)) {
		*v = k->kind == KNOWN_EQ ? k->value : 0;
		return VAL_CONSTANT;
	}
	if (k && k->kind == KNOWN_NE && k->value == 0)
		return VAL_NONZERO;
	if (p->type != PSEUDO_REG || depth > 8 || !(def = p->def) || !def->bb)
		return VAL_UNKNOWN;
	switch (def->opcode) {
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_AND: case OP_OR:
	case OP_XOR: case OP_SHL: case OP_LSR:
		if (eval(w, def->src1, &a, depth + 1) != VAL_CONSTANT ||
		    eval(w, def->src2, &b, depth + 1) != VAL_CONSTANT ||
		    !binop(def->opcode, a, b, v))
			return VAL_UNKNOWN;
		*v = extend(*v, def->size, false);
		return VAL_CONSTANT;
	case OP_SET_EQ: case OP_SET_NE: case OP_SET_LT: case OP_SET_LE:
	case OP_SET_GT: case OP_SET_GE: case OP_SET_B: case OP_SET_BE:
	case OP_SET_A: case OP_SET_AE:
		ea = eval(w, def->src1, &a, depth + 1);
		eb = eval(w, def->src2, &b, depth + 1);
		if (ea == VAL_CONSTANT && eb == VAL_CONSTANT) {
			*v = compare(def->opcode, a, b, def->itype ? def->itype->bit_size : 0);
			return VAL_CONSTANT;
		}
		// not 0 against 0, or what a test said it is not
		if (def->opcode != OP_SET_EQ && def->opcode != OP_SET_NE)
			return VAL_UNKNOWN;
		if ((ea == VAL_NONZERO && eb == VAL_CONSTANT && b == 0) ||
		    (eb == VAL_NONZERO && ea == VAL_CONSTANT && a == 0)) {
			*v = def->opcode == OP_SET_NE;
			return VAL_CONSTANT;
		}
		if (ea == VAL_UNKNOWN && eb == VAL_CONSTANT &&
		    (k = find_known(w, def->src1, false)) && k->kind == KNOWN_NE && k->value == b) {
			*v = def->opcode == OP_SET_NE;
			return VAL_CONSTANT;
		}
		return VAL_UNKNOWN;
	case OP_NOT: case OP_NEG:
		if (eval(w, def->src, &a, depth + 1) != VAL_CONSTANT)
			return VAL_UNKNOWN;
		*v = extend(def->opcode == OP_NOT ? ~a : -a, def->size, false);
		return VAL_CONSTANT;
	case OP_ZEXT: case OP_SEXT: case OP_TRUNC:
	case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
		ea = eval(w, def->src, &a, depth + 1);
		if (ea == VAL_NONZERO)
			return def->opcode == OP_TRUNC ? VAL_UNKNOWN : VAL_NONZERO;
		if (ea != VAL_CONSTANT)
			return VAL_UNKNOWN;
		if (def->opcode == OP_SEXT && def->orig_type)
			a = extend(a, def->orig_type->bit_size, true);
		*v = extend(a, def->size, false);
		return VAL_CONSTANT;
	case OP_SEL:
		ea = eval(w, def->src1, &a, depth + 1);
		if (ea == VAL_UNKNOWN)
			return VAL_UNKNOWN;
		return eval(w, ea == VAL_NONZERO || a ? def->src2 : def->src3, v, depth + 1);
	}
	return VAL_UNKNOWN;
}

// Does @s, a pointer, hold the NULL on the path?  KNOWN_NULL where it is
// a NULL constant or what it is computed from is the NULL (a phi as the
// path gave it its value, the pointer the evidence is about),
// KNOWN_MAYBE where it may be (a pointer whose value the solver has from
// that evidence), KNOWN_OTHER where it does not.
static enum known_kind null_kind(struct walk *safe w, pseudo_t s, int depth)
{
	enum known_kind kind = KNOWN_OTHER;
	pseudo_t roots[8];
	int i, n;

	if (!s)
		return kind;
	n = nullstate_roots(s, roots, 8);
	for (i = 0; i < n; i++) {
		pseudo_t r = roots[i];
		struct instruction *why;
		struct known *k;

		if (!r)
			continue;
		if (r->type == PSEUDO_VAL && !r->value)
			return KNOWN_NULL;
		k = find_known(w, r, false);
		if (k && k->kind >= KNOWN_NULL)
			return k->kind;
		// what a test on the path said of it
		if (k && k->kind == KNOWN_EQ)
			return k->value ? KNOWN_OTHER : KNOWN_NULL;
		if (k && k->kind == KNOWN_NE && !k->value)
			return KNOWN_OTHER;
		// a phi that the path did not go through since the evidence
		// has a value that it did not give
		if (r->type == PSEUDO_REG && r->def && r->def->opcode == OP_PHI)
			continue;
		// a select: the side that the path takes
		if (r->type == PSEUDO_REG && r->def && r->def->opcode == OP_SEL && depth < 4) {
			struct instruction *sel = r->def;
			enum known_kind a, b;
			long long v;

			switch (eval(w, sel->src1, &v, 0)) {
			case VAL_CONSTANT:
				return null_kind(w, v ? sel->src2 : sel->src3, depth + 1);
			case VAL_NONZERO:
				return null_kind(w, sel->src2, depth + 1);
			default:
				a = null_kind(w, sel->src2, depth + 1);
				b = null_kind(w, sel->src3, depth + 1);
				if (a == KNOWN_OTHER && b == KNOWN_OTHER)
					continue;
				return a == b ? a : KNOWN_MAYBE;
			}
		}
		if (nv_may_be_null(nullstate_def_value(r, &why)) && why == w->why)
			kind = KNOWN_MAYBE;
	}
	return kind;
}

// is @p used by more than the one test: can what a test says of it
// tell something later?
static bool used_again(pseudo_t safe p)
{
	return ptr_list_size((struct ptr_list *)p->users) > 1;
}

// Is @c, what a branch tests, independent of the NULL: computed from
// calls (not given the pointer) and constants only?
static bool independent(struct walk *safe w, pseudo_t c, int depth)
{
	struct instruction *def;
	struct known *k;
	pseudo_t arg;
	long long v;

	// what the path decides is no question
	if (!c || eval(w, c, &v, 0) != VAL_UNKNOWN)
		return true;
	if (c->type != PSEUDO_REG || !(def = c->def) || depth > 6)
		return false;
	k = find_known(w, c, false);
	if (k && k->kind == KNOWN_FREE)
		return true;
	switch (def->opcode) {
	case OP_SEL:
		return independent(w, def->src1, depth + 1) &&
		       independent(w, def->src2, depth + 1) &&
		       independent(w, def->src3, depth + 1);
	case OP_CALL:
		if (null_kind(w, c, 0) != KNOWN_OTHER)
			return false;
		FOR_EACH_PTR(def->arguments, arg) {
			if (arg && null_kind(w, arg, 0) != KNOWN_OTHER)
				return false;
		} END_FOR_EACH_PTR(arg);
		return true;
	case OP_SET_EQ: case OP_SET_NE: case OP_SET_LT: case OP_SET_LE:
	case OP_SET_GT: case OP_SET_GE: case OP_SET_B: case OP_SET_BE:
	case OP_SET_A: case OP_SET_AE:
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_AND: case OP_OR:
	case OP_XOR: case OP_SHL: case OP_LSR: case OP_ASR:
		return independent(w, def->src1, depth + 1) &&
		       independent(w, def->src2, depth + 1);
	case OP_NOT: case OP_NEG: case OP_ZEXT: case OP_SEXT: case OP_TRUNC:
	case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
		return independent(w, def->src, depth + 1);
	}
	return false;
}

// What the branch from @from to @to says of the values it tests.
static void learn(struct walk *safe w, pseudo_t c, bool truth, int depth)
{
	struct instruction *def;
	struct known *k;
	pseudo_t x, K;
	long long v;

	if (!c || (c->type != PSEUDO_REG && c->type != PSEUDO_ARG) ||
	    eval(w, c, &v, 0) != VAL_UNKNOWN)
		return;
	// a pointer that may hold the NULL holds it on one side only
	k = find_known(w, c, false);
	if (used_again(c) || (k && k->kind >= KNOWN_NULL))
		set_known(w, c, false, truth ? KNOWN_NE : KNOWN_EQ, 0);
	def = c->type == PSEUDO_REG ? c->def : NULL;
	if (!def || depth > 4)
		return;
	switch (def->opcode) {
	case OP_SET_EQ:
	case OP_SET_NE:
		x = def->src1;
		K = def->src2;
		if (x && x->type == PSEUDO_VAL) {
			x = def->src2;
			K = def->src1;
		}
		if (!x || !K || K->type != PSEUDO_VAL ||
		    (x->type != PSEUDO_REG && x->type != PSEUDO_ARG) ||
		    eval(w, x, &v, 0) != VAL_UNKNOWN)
			return;
		k = find_known(w, x, false);
		if (used_again(x) || (k && k->kind >= KNOWN_NULL))
			set_known(w, x, false, (def->opcode == OP_SET_EQ) == truth ?
				  KNOWN_EQ : KNOWN_NE, K->value);
		return;
	case OP_ZEXT:
	case OP_SEXT:
		learn(w, def->src, truth, depth + 1);
		return;
	}
}

static struct instruction *last_insn(struct basic_block *safe bb)
{
	struct instruction *insn;

	FOR_EACH_PTR_REVERSE(bb->insns, insn) {
		if (insn->bb)
			return insn;
	} END_FOR_EACH_PTR_REVERSE(insn);
	return NULL;
}

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

static void learn_edge(struct walk *safe w, struct basic_block *safe from,
	struct basic_block *safe to)
{
	struct instruction *br = last_insn(from);
	struct multijmp *jmp;
	struct basic_block *only = NULL;
	long long v = 0;
	int n = 0;

	if (!br)
		return;
	if (br->opcode == OP_CBR && br->bb_true != br->bb_false) {
		learn(w, br->cond, to == br->bb_true, 0);
		return;
	}
	if (br->opcode != OP_SWITCH || !br->cond || br->cond->type == PSEUDO_VAL)
		return;
	// a case of one value that only it goes to
	FOR_EACH_PTR(br->multijmp_list, jmp) {
		if (jmp->target != to)
			continue;
		n++;
		only = jmp->target;
		v = jmp->begin;
		if (jmp->begin != jmp->end)
			n++;
	} END_FOR_EACH_PTR(jmp);
	if (n == 1 && only && eval(w, br->cond, &v, 0) == VAL_UNKNOWN)
		set_known(w, br->cond, false, KNOWN_EQ, v);
}

// Entering @to: its phis take what the path gave them, and what it
// defines again is new.
static void enter_block(struct walk *safe w, struct basic_block *safe to)
{
	struct instruction *insn;
	int i;

	for (i = 0; i < w->nr_known; i++) {
		struct known *k = &w->known[i];
		struct instruction *def = k->key->type == PSEUDO_REG ? k->key->def : NULL;

		if (!k->pending && k->kind != KNOWN_UNSET && def && def->bb == to &&
		    def->opcode != OP_PHI)
			set_known(w, k->key, false, KNOWN_UNSET, 0);
	}
	FOR_EACH_PTR(to->insns, insn) {
		struct known *k;
		pseudo_t phi, target;

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

// Leaving @bb: its phi sources give their phis a value.
static void give_sources(struct walk *safe w, struct basic_block *safe bb)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		struct instruction *node;
		pseudo_t target;
		long long v = 0;

		if (!insn->bb || insn->opcode != OP_PHISOURCE || !(node = insn->phi_node) ||
		    !(target = node->target))
			continue;
		if (is_ptr_type(node->type)) {
			set_known(w, target, true, null_kind(w, insn->phi_src, 0), 0);
			continue;
		}
		switch (eval(w, insn->phi_src, &v, 0)) {
		case VAL_CONSTANT:
			set_known(w, target, true, KNOWN_EQ, v);
			break;
		case VAL_NONZERO:
			set_known(w, target, true, KNOWN_NE, 0);
			break;
		default:
			// no value known (not an older source's), but where it
			// comes from calls, independent of the NULL
			set_known(w, target, true, independent(w, insn->phi_src, 0) ?
				  KNOWN_FREE : KNOWN_UNSET, 0);
		}
	} END_FOR_EACH_PTR(insn);
}

// Can the path go from @from, whose branch is @br, to @child?
static bool may_go(struct walk *safe w, struct instruction *br, struct basic_block *safe from,
	struct basic_block *safe child)
{
	long long v = 0;

	if (!nullstate_reached(w->ns, child) ||
	    (w->fired && !path_edge_takes_null(w->ns, from, child, w->roots, w->nr_roots)))
		return false;
	if (!br)
		return true;
	if (br->opcode == OP_CBR && br->bb_true != br->bb_false) {
		switch (eval(w, br->cond, &v, 0)) {
		case VAL_CONSTANT:
			return (v != 0) == (child == br->bb_true);
		case VAL_NONZERO:
			return child == br->bb_true;
		default:
			return true;
		}
	}
	if (br->opcode == OP_SWITCH && eval(w, br->cond, &v, 0) == VAL_CONSTANT)
		return switch_target(br, v) == child;
	return true;
}

// has this path been in @bb with all it knows now?
static bool seen_before(struct walk *safe w, struct basic_block *safe bb)
{
	unsigned long long h = ((unsigned long)bb + w->fired + 2 * w->correlated) *
			       0x9e3779b97f4a7c15ull, e;
	unsigned int i, slot;
	int j;

	for (j = 0; j < w->nr_known; j++) {
		struct known *k = &w->known[j];

		if (k->kind == KNOWN_UNSET)
			continue;
		e = ((unsigned long)k->key ^ k->pending) * 0xff51afd7ed558ccdull;
		e ^= (k->kind + 1) * 0xc4ceb9fe1a85ec53ull + (unsigned long long)k->value;
		h += e ^ (e >> 29);
	}
	h |= 1;
	slot = (h >> 7) & ((1 << SEEN_BITS) - 1);
	for (i = 0; i < (1 << SEEN_BITS); i++) {
		struct seen *s = &seen[(slot + i) & ((1 << SEEN_BITS) - 1)];

		if (s->gen != seen_gen) {
			s->gen = seen_gen;
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

// make room in rounds[] for the block of order @order
static void count_rounds(int order)
{
	int n = order * 2 + 64;

	if (order < nr_rounds)
		return;
	rounds = realloc(rounds, n);
	if (!rounds)
		die("out of memory");
	memset(rounds + nr_rounds, 0, n - nr_rounds);
	nr_rounds = n;
}

static enum path_answer go(struct walk *safe w, struct basic_block *safe from,
	struct basic_block *safe to, int depth)
{
	int mark = nr_undos, order = nullstate_order(w->ns, to);
	enum path_answer answer = PATH_NONE;

	if (order < 0)
		return PATH_NONE;
	count_rounds(order);
	if (rounds[order] >= PATH_ROUNDS)
		return PATH_NONE;
	if (++w->steps > PATH_STEPS || depth > PATH_DEPTH)
		return PATH_UNKNOWN;
	learn_edge(w, from, to);
	enter_block(w, to);
	give_sources(w, to);
	if (to == w->use && w->fired && use_holds_null(w)) {
		answer = w->correlated ? PATH_CORRELATED : PATH_FOUND;
	} else if (!seen_before(w, to)) {
		rounds[order]++;
		answer = walk_from(w, to, depth + 1);
		rounds[order]--;
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
		set_known(w, tested[i], false, kind, 0);
	}
	return true;
}

static enum path_answer go_on(struct walk *safe w, struct basic_block *safe bb, int depth)
{
	struct instruction *br = last_insn(bb);
	enum path_answer answer = PATH_NONE;
	struct basic_block *child;
	bool was = w->correlated;
	int ways = 0;

	if (br && br->opcode == OP_RET)
		return PATH_NONE;
	FOR_EACH_PTR(bb->children, child) {
		ways += may_go(w, br, bb, child);
	} END_FOR_EACH_PTR(child);
	// a branch the path does not decide, on what may go with the NULL
	if (w->fired && ways > 1 && br && (br->opcode == OP_CBR || br->opcode == OP_SWITCH) &&
	    !independent(w, br->cond, 0))
		w->correlated = true;
	FOR_EACH_PTR(bb->children, child) {
		enum path_answer a;

		if (!may_go(w, br, bb, child))
			continue;
		a = go(w, bb, child, depth);
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

	if (w->fired || bb != w->why->bb)
		return go_on(w, bb, depth);
	if (seed(w)) {
		w->fired = true;
		answer = go_on(w, bb, depth);
		w->fired = false;
	}
	undo_to(w, mark);
	if (answer == PATH_FOUND || !w->why_loops)
		return answer;
	again = go_on(w, bb, depth);
	return again > answer ? again : answer;
}

bool path_edge_takes_null(struct nullstate *safe ns, struct basic_block *safe from,
	struct basic_block *safe to, pseudo_t *safe roots, int nr)
{
	enum nullvalue values[8];
	int k, i, n = nullstate_nr_exits(ns, from);

	for (k = 0; k < n; k++) {
		if (!nullstate_edge_values(ns, from, k, to, roots, nr, values))
			continue;
		for (i = 0; i < nr && values[i] != NV_NONNULL; i++)
			;
		if (i == nr)
			return true;
	}
	return false;
}

// is @bb in a loop: can it be reached from itself?
static bool in_loop(struct basic_block *safe bb)
{
	struct basic_block_list *todo = NULL;
	struct basic_block *b, *child;
	unsigned long gen = ++bb_generation;
	bool found = false;

	add_bb(&todo, bb);
	while (!found && (b = delete_ptr_list_last((struct ptr_list **)&todo))) {
		FOR_EACH_PTR(b->children, child) {
			if (child == bb) {
				found = true;
				break;
			}
			if (child->generation != gen) {
				child->generation = gen;
				add_bb(&todo, child);
			}
		} END_FOR_EACH_PTR(child);
	}
	free_ptr_list(&todo);
	return found;
}

enum path_answer null_path(struct nullstate *safe ns, struct instruction *safe why,
	pseudo_t safe p, struct basic_block *safe bb)
{
	static struct walk w;
	struct basic_block *from = why->bb;
	struct entrypoint *ep = from ? from->ep : NULL;
	struct basic_block *entry = ep && ep->entry ? ep->entry->bb : NULL;
	enum path_answer answer;
	int order;

	if (!from || nullstate_order(ns, from) < 0 || from == bb || !entry ||
	    (order = nullstate_order(ns, entry)) < 0)
		return PATH_FOUND;
	w.ns = ns;
	w.why = why;
	w.use = bb;
	w.nr_roots = nullstate_roots(p, w.roots, 8);
	w.nr_known = 0;
	w.full = false;
	w.fired = false;
	w.correlated = false;
	w.why_loops = in_loop(from);
	w.steps = 0;
	seen_gen++;
	nr_undos = 0;
	// from the entry, through the evidence
	give_sources(&w, entry);
	count_rounds(order);
	rounds[order]++;
	answer = walk_from(&w, entry, 0);
	rounds[order]--;
	undo_to(&w, 0);
	if (answer < PATH_UNKNOWN && w.full)
		answer = PATH_UNKNOWN;
	return answer;
}
