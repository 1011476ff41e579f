/*
 * Feasible paths: see paths.h.  A depth-first walk from the function's
 * entry through the evidence to the use, one path at a time, with what
 * the path has told so far (struct known) undone as the walk backs up.
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
#include "report.h"
#include "paths.h"

#define PATH_STEPS	4096			// block entries, at most, a question
#define FUNCTION_STEPS	8192			// ... all the questions of a function
						// ... (past it, the every-path rule)
#define PATH_ROUNDS	3			// entries of one block on one path
#define PATH_DEPTH	1024			// blocks on one path
#define MAX_KNOWN	256			// what one path knows, at most
#define SEEN_BITS	13			// the states seen: 1 << SEEN_BITS
#define CALLEE_STEPS	1024			// ... in a callee, for its NULL

enum known_kind {
	KNOWN_UNSET,				// nothing (what it was is undone)
	KNOWN_EQ,				// an integer equal to ->value
	KNOWN_NONZERO,				// ... not 0 (other values a path
						// ... excludes: KNOWN_NOT)
	KNOWN_FREE,				// ... not known, but independent
						// ... of the NULL (independent())
	KNOWN_NOT,				// ... not ->value (one of several
						// ... such entries: excluded())
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

struct seen {
	unsigned long long hash;
	unsigned long gen;
};

struct walk {
	struct nullstate *safe ns;
	struct instruction *safe why;
	struct basic_block *use;		// (none in a callee)
	bool callee;				// in the function @why calls,
						// ... from its entry to a return
						// ... of NULL, for the arguments
						// ... the caller's path gives
	bool to_alloc;				// ... or to a call of an
						// ... allocation that may fail
	struct seen *safe seen;			// 1 << SEEN_BITS of them
	unsigned long seen_gen;
	pseudo_t roots[8];			// what the pointer at the use is
	int nr_roots;				// ... computed from
	struct known known[MAX_KNOWN];
	int nr_known;
	int nr_not;				// ... of them KNOWN_NOT
	bool full;				// something went unrecorded
	bool fired;				// the path has been through the
						// ... evidence
	bool why_loops;				// ... which is in a loop
	bool correlated;			// ... and since through a branch
						// ... it did not decide, on what
						// ... may go with the NULL
	int steps, limit;			// block entries so far, at most
};

static struct undo *undos;
static int nr_undos, alloc_undos;
static unsigned char *rounds;			// entries on the path, by order
static int nr_rounds;
static struct entrypoint *budget_ep;		// the function whose questions
static int budget;				// ... have this many entries left

// is @k the entry for @p, @pending?  A value excluded is an entry of its
// own, one for each value (excluded())
static inline bool is_entry(struct known *safe k, pseudo_t p, bool pending, bool not,
	long long value)
{
	return k->key == p && k->pending == pending && (k->kind == KNOWN_NOT) == not &&
	       (!not || k->value == value);
}

static struct known *find_known(struct walk *safe w, pseudo_t p, bool pending)
{
	int i;

	for (i = w->nr_known - 1; i >= 0; i--) {
		struct known *k = &w->known[i];

		if (is_entry(k, p, pending, false, 0))
			return k->kind == KNOWN_UNSET ? NULL : k;
	}
	return NULL;
}

// has the path excluded the value @v for @p?
static bool excluded(struct walk *safe w, pseudo_t p, long long v)
{
	int i;

	if (!w->nr_not)
		return false;
	for (i = w->nr_known - 1; i >= 0; i--) {
		if (is_entry(&w->known[i], p, false, true, v))
			return true;
	}
	return false;
}

// the undo trail, with room for one more
static struct undo *safe undo_room(void)
{
	struct undo *trail = undos;

	if (trail && nr_undos < alloc_undos)
		return trail;
	alloc_undos = alloc_undos * 2 + 256;
	trail = realloc(undos, alloc_undos * sizeof(*trail));
	if (!trail)
		die("out of memory");
	undos = trail;
	return trail;
}

// make the entry @i (w->nr_known for a new one, for @p, @pending) @kind,
// @value, as the undo trail can take back
static void change(struct walk *safe w, int i, pseudo_t safe p, bool pending,
	enum known_kind kind, long long value)
{
	struct undo *u;
	struct known *k;

	if (i == w->nr_known && i == MAX_KNOWN) {
		w->full = true;
		return;
	}
	u = &undo_room()[nr_undos++];
	u->added = i == w->nr_known;
	u->idx = i;
	k = &w->known[i];
	if (u->added) {
		w->nr_known++;
		k->key = p;
		k->pending = pending;
		k->kind = KNOWN_UNSET;
	} else {
		u->old = *k;
	}
	w->nr_not += (kind == KNOWN_NOT) - (k->kind == KNOWN_NOT);
	k->kind = kind;
	k->value = value;
}

static void set_known(struct walk *safe w, pseudo_t safe p, bool pending,
	enum known_kind kind, long long value)
{
	struct known *k = NULL;
	int i;

	for (i = w->nr_known - 1; i >= 0; i--) {
		if (is_entry(&w->known[i], p, pending, false, 0)) {
			k = &w->known[i];
			break;
		}
	}
	if (k ? k->kind == kind && k->value == value : kind == KNOWN_UNSET)
		return;
	change(w, k ? i : w->nr_known, p, pending, kind, value);
}

// the path says @p is not @v
static void exclude(struct walk *safe w, pseudo_t safe p, long long v)
{
	if (!excluded(w, p, v))
		change(w, w->nr_known, p, false, KNOWN_NOT, v);
}

static void undo_to(struct walk *safe w, int mark)
{
	struct undo *trail = undos;

	while (trail && nr_undos > mark) {
		struct undo *u = &trail[--nr_undos];
		struct known *k = &w->known[u->idx];

		w->nr_not -= k->kind == KNOWN_NOT;
		if (u->added) {
			w->nr_known--;
		} else {
			*k = u->old;
			w->nr_not += k->kind == KNOWN_NOT;
		}
	}
}

enum eval { VAL_UNKNOWN, VAL_CONSTANT, VAL_NONZERO };

// what the integer @p is a cast of (a switch's value, passed on as a
// narrower parameter: the values a switch lists fit it), or NULL
static pseudo_t cast_of(pseudo_t safe p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;

	if (!def || (def->opcode != OP_ZEXT && def->opcode != OP_SEXT &&
		     def->opcode != OP_TRUNC))
		return NULL;
	return def->src;
}

// has the path said that @p, or what it is a cast of, is not @v?
static bool not_value(struct walk *safe w, pseudo_t p, long long v)
{
	struct known *k;
	int depth;

	for (depth = 0; p && depth < 3; depth++, p = cast_of(p)) {
		k = find_known(w, p, false);
		if ((k && k->kind == KNOWN_NONZERO && !v) || excluded(w, p, v))
			return true;
	}
	return false;
}

// @v as an integer of @size bits (bits.h, where a size is one)
static long long extend(long long v, unsigned int size, bool is_signed)
{
	return size && size < 64 ? bits_extend(v, size, is_signed) : v;
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
	if ((k && k->kind == KNOWN_NONZERO) || excluded(w, p, 0))
		return VAL_NONZERO;
	if (p->type != PSEUDO_REG || depth > 8 || !(def = p->def) || !def->bb)
		return VAL_UNKNOWN;
	switch (def->opcode) {
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_AND: case OP_OR:
	case OP_XOR: case OP_SHL: case OP_LSR:
		ea = eval(w, def->src1, &a, depth + 1);
		eb = eval(w, def->src2, &b, depth + 1);
		if (ea == VAL_CONSTANT && eb == VAL_CONSTANT && binop(def->opcode, a, b, v)) {
			*v = extend(*v, def->size, false);
			return VAL_CONSTANT;
		}
		// one side decides: 'a || b' lowered to 'or', 'a && b' to 'and'
		if (def->opcode == OP_OR &&
		    ((ea == VAL_CONSTANT && a) || ea == VAL_NONZERO ||
		     (eb == VAL_CONSTANT && b) || eb == VAL_NONZERO))
			return VAL_NONZERO;
		if ((def->opcode == OP_AND || def->opcode == OP_MUL) &&
		    ((ea == VAL_CONSTANT && !a) || (eb == VAL_CONSTANT && !b))) {
			*v = 0;
			return VAL_CONSTANT;
		}
		return VAL_UNKNOWN;
	case OP_SET_EQ: case OP_SET_NE: case OP_SET_LT: case OP_SET_LE:
	case OP_SET_GT: case OP_SET_GE: case OP_SET_B: case OP_SET_BE:
	case OP_SET_A: case OP_SET_AE:
		ea = eval(w, def->src1, &a, depth + 1);
		eb = eval(w, def->src2, &b, depth + 1);
		if (ea == VAL_CONSTANT && eb == VAL_CONSTANT) {
			*v = nullstate_compare(def->opcode, a, b,
					       def->itype ? def->itype->bit_size : 0);
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
		if ((ea == VAL_UNKNOWN && eb == VAL_CONSTANT && not_value(w, def->src1, b)) ||
		    (eb == VAL_UNKNOWN && ea == VAL_CONSTANT && not_value(w, def->src2, a))) {
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
	struct instruction *sel;
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
		if (k && k->kind == KNOWN_NONZERO)
			return KNOWN_OTHER;
		// a phi that the path did not go through since the evidence
		// has a value that it did not give
		if (r->type == PSEUDO_REG && r->def && r->def->opcode == OP_PHI)
			continue;
		// a select: the side that the path takes
		sel = r->type == PSEUDO_REG ? r->def : NULL;
		if (sel && sel->opcode == OP_SEL && depth < 4) {
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
		if (w->callee) {
			// the callee's own values, as its summary took them:
			// what a call that may fail or return NULL gives
			struct instruction *def = r->type == PSEUDO_REG ? r->def : NULL;
			struct position pos;

			if (def && def->opcode == OP_CALL &&
			    (allocation(def) || nullstate_returns_null(def, &pos)))
				kind = KNOWN_MAYBE;
		} else if (nv_may_be_null(nullstate_def_value(r, &why)) && why == w->why) {
			kind = KNOWN_MAYBE;
		}
	}
	return kind;
}


// do the calls @a and @b pass the same arguments?
static bool same_arguments(struct instruction *safe a, struct instruction *safe b)
{
	pseudo_t x, y;
	bool same = true;

	if (ptr_list_size((struct ptr_list *)a->arguments) !=
	    ptr_list_size((struct ptr_list *)b->arguments))
		return false;
	PREPARE_PTR_LIST(b->arguments, y);
	FOR_EACH_PTR(a->arguments, x) {
		if (x != y)
			same = false;
		NEXT_PTR_LIST(y);
	} END_FOR_EACH_PTR(x);
	FINISH_PTR_LIST(y);
	return same;
}

// Is the function that @call calls called again with the same arguments
// (a predicate asked twice: 'if (is_ns(f)) ns = get(f); ... if (is_ns(f))
// use(ns)')?  Its answers go together.
static bool called_again(struct instruction *safe call)
{
	pseudo_t first = first_pseudo(call->arguments);
	struct pseudo_user *pu;

	if (!first || first->type == PSEUDO_VAL)
		return false;
	FOR_EACH_PTR(first->users, pu) {
		struct instruction *other = pu ? pu->insn : NULL;

		if (other && other != call && other->bb && other->opcode == OP_CALL &&
		    other->func == call->func && same_arguments(call, other))
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

// is @p used by more than the one test, or the result of a call made
// again with the same arguments: can what a test says of it tell
// something later?
static bool used_again(pseudo_t safe p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;

	return ptr_list_size((struct ptr_list *)p->users) > 1 ||
	       (def && def->opcode == OP_CALL && called_again(def));
}

// Has the path seen the call @call made before with the same arguments,
// and a test say that its result is not NULL?  The same answer again.
static bool answered_before(struct walk *safe w, struct instruction *safe call)
{
	pseudo_t first = first_pseudo(call->arguments);
	struct pseudo_user *pu;
	long long v;

	if (!first || first->type == PSEUDO_VAL)
		return false;
	FOR_EACH_PTR(first->users, pu) {
		struct instruction *other = pu ? pu->insn : NULL;

		if (other && other != call && other->bb && other->opcode == OP_CALL &&
		    other->func == call->func && same_arguments(call, other) &&
		    other->target && eval(w, other->target, &v, 0) == VAL_NONZERO)
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

// Is @c, what a branch tests, independent of the NULL: computed from
// calls (not given the pointer, nor made again with the same arguments)
// and constants only?
static bool independent(struct walk *safe w, pseudo_t c, int depth)
{
	struct instruction *def;
	struct known *k;
	pseudo_t arg;
	long long v;

	// what the path decides is no question ('not 0' is not decided)
	if (!c || eval(w, c, &v, 0) == VAL_CONSTANT)
		return true;
	def = c->type == PSEUDO_REG ? c->def : NULL;
	if (!def || depth > 6)
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
		if (null_kind(w, c, 0) != KNOWN_OTHER || called_again(def))
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
		set_known(w, c, false, truth ? KNOWN_NONZERO : KNOWN_EQ, 0);
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
		if (!used_again(x) && !(k && k->kind >= KNOWN_NULL))
			return;
		if ((def->opcode == OP_SET_EQ) == truth)
			set_known(w, x, false, KNOWN_EQ, K->value);
		else if (!K->value)
			set_known(w, x, false, KNOWN_NONZERO, 0);
		else
			exclude(w, x, K->value);
		return;
	case OP_ZEXT:
	case OP_SEXT:
		learn(w, def->src, truth, depth + 1);
		return;
	case OP_OR:
	case OP_AND:
		// 'a || b' false, 'a && b' true: both sides are
		if ((def->opcode == OP_OR) == truth || def->size != 1)
			return;
		learn(w, def->src1, truth, depth + 1);
		learn(w, def->src2, truth, depth + 1);
		return;
	}
}

struct instruction *path_last_insn(struct basic_block *safe bb)
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

#define SWITCH_EXCLUDES	16			// a switch's cases, at most, that
						// ... its edges exclude

static void learn_edge(struct walk *safe w, struct basic_block *safe from,
	struct basic_block *safe to)
{
	struct instruction *br = path_last_insn(from);
	struct multijmp *jmp;
	long long v = 0;
	int n = 0, cases = 0;

	if (!br)
		return;
	if (br->opcode == OP_CBR && br->bb_true != br->bb_false) {
		learn(w, br->cond, to == br->bb_true, 0);
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

	for (i = 0; i < w->nr_known; i++) {
		struct known *k = &w->known[i];
		struct instruction *def = k->key->type == PSEUDO_REG ? k->key->def : NULL;

		if (!k->pending && k->kind != KNOWN_UNSET && def && def->bb == to &&
		    def->opcode != OP_PHI)
			change(w, i, k->key, false, KNOWN_UNSET, 0);
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
			set_known(w, target, true, KNOWN_NONZERO, 0);
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

	if (!w->callee && (!nullstate_reached(w->ns, child) ||
	    (w->fired && !path_edge_takes_null(w->ns, from, child, w->roots, w->nr_roots))))
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

static enum path_answer go(struct walk *safe w, struct basic_block *safe from,
	struct basic_block *safe to, int depth)
{
	int mark = nr_undos, order = w->callee ? 0 : nullstate_order(w->ns, to);
	enum path_answer answer = PATH_NONE;

	if (order < 0)
		return PATH_NONE;
	if (!w->callee && count_rounds(order)[order] >= PATH_ROUNDS)
		return PATH_NONE;
	if (++w->steps > w->limit || depth > PATH_DEPTH)
		return PATH_UNKNOWN;
	learn_edge(w, from, to);
	enter_block(w, to);
	give_sources(w, to);
	if (to == w->use && w->fired && use_holds_null(w)) {
		answer = w->correlated ? PATH_CORRELATED : PATH_FOUND;
	} else if (w->callee && callee_target(w, to)) {
		answer = PATH_FOUND;
	} else if (!seen_before(w, to)) {
		// (the walk may move rounds[]: each count is looked up anew)
		count_rounds(order)[order] += !w->callee;
		answer = walk_from(w, to, depth + 1);
		count_rounds(order)[order] -= !w->callee;
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
	in.to_alloc = to_alloc;
	in.seen = seen;
	in.seen_gen++;
	in.nr_roots = 0;
	in.nr_known = 0;
	in.nr_not = 0;
	in.full = false;
	in.fired = true;
	in.why_loops = false;
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
		set_known(w, tested[i], false, kind, 0);
	}
	return true;
}

static enum path_answer go_on(struct walk *safe w, struct basic_block *safe bb, int depth)
{
	struct instruction *br = path_last_insn(bb);
	enum path_answer answer = PATH_NONE;
	struct basic_block *child;
	bool was = w->correlated;
	unsigned long long open = 0;		// the first 64 children it may go to
	int ways = 0, nr = 0;

	if (br && br->opcode == OP_RET)
		return PATH_NONE;
	FOR_EACH_PTR(bb->children, child) {
		if (may_go(w, br, bb, child)) {
			ways++;
			if (nr < 64)
				open |= 1ull << nr;
		}
		nr++;
	} END_FOR_EACH_PTR(child);
	// a branch the path does not decide, on what may go with the NULL
	if (w->fired && ways > 1 && br && (br->opcode == OP_CBR || br->opcode == OP_SWITCH) &&
	    !independent(w, br->cond, 0))
		w->correlated = true;
	nr = 0;
	FOR_EACH_PTR(bb->children, child) {
		enum path_answer a;

		if (nr < 64 ? !(open >> nr++ & 1) : !may_go(w, br, bb, child))
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
		// a use in the evidence's own block is after it
		w->fired = true;
		answer = bb == w->use ? PATH_FOUND : go_on(w, bb, depth);
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

bool path_call_allocates(struct nullstate *safe ns, struct instruction *safe call)
{
	static struct seen seen[1];
	static struct walk caller;

	caller.ns = ns;
	caller.seen = seen;
	caller.why = call;
	caller.use = NULL;
	caller.callee = false;
	caller.to_alloc = false;
	caller.nr_roots = 0;
	caller.nr_known = 0;
	caller.nr_not = 0;
	caller.full = false;
	caller.steps = 0;
	caller.limit = CALLEE_STEPS;
	return callee_reaches(&caller, call, true);
}

enum path_answer null_path(struct nullstate *safe ns, struct instruction *safe why,
	pseudo_t safe p, struct basic_block *safe bb)
{
	static struct seen seen[1 << SEEN_BITS];
	static struct walk w;
	struct basic_block *from = why->bb;
	struct entrypoint *ep = from ? from->ep : NULL;
	struct basic_block *entry = ep && ep->entry ? ep->entry->bb : NULL;
	enum path_answer answer;
	int order;

	if (!from || nullstate_order(ns, from) < 0 || !entry ||
	    (order = nullstate_order(ns, entry)) < 0)
		return PATH_FOUND;
	// a function's questions share a bound
	if (ep != budget_ep) {
		budget_ep = ep;
		budget = FUNCTION_STEPS;
	}
	if (budget <= 0)
		return PATH_UNKNOWN;
	w.ns = ns;
	w.why = why;
	w.use = bb;
	w.nr_roots = nullstate_roots(p, w.roots, 8);
	w.nr_known = 0;
	w.nr_not = 0;
	w.full = false;
	w.fired = false;
	w.correlated = false;
	w.why_loops = in_loop(from);
	w.steps = 0;
	w.limit = budget < PATH_STEPS ? budget : PATH_STEPS;
	w.callee = false;
	w.to_alloc = false;
	w.seen = seen;
	w.seen_gen++;
	nr_undos = 0;
	// from the entry, through the evidence
	give_sources(&w, entry);
	count_rounds(order)[order]++;
	answer = walk_from(&w, entry, 0);
	count_rounds(order)[order]--;
	undo_to(&w, 0);
	budget -= w.steps;
	if (answer < PATH_UNKNOWN && w.full)
		answer = PATH_UNKNOWN;
	return answer;
}
