/*
 * Feasible paths: what the values are on one path, from what it has told
 * of them (paths-known.c), and what its branches' conditions teach it.
 * See paths.h and paths-known.h.
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
#include "paths-known.h"

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

// Has the path said that 'x & M' is 0 for a mask M with every bit of @k
// (the mask of @and, 'x & K')?  Then 'x & K' is 0 too ('if (flags &
// ~VALID) return; ... if (flags & LAZY)', LAZY not among VALID).
static bool masked_off(struct walk *safe w, struct instruction *safe and)
{
	pseudo_t mask = and->src2;
	unsigned long long k;
	struct pseudo_user *pu;

	if (!mask || !and->src1 || and->src1->type == PSEUDO_VAL)
		return false;
	k = mask->value;
	FOR_EACH_PTR(and->src1->users, pu) {
		struct instruction *other = pu ? pu->insn : NULL;
		struct known *kn;

		// (masked() says its mask is a constant)
		if (!other || other == and || !other->bb || !masked(other) || !other->src2 ||
		    other->src1 != and->src1 || !other->target ||
		    (k & ~(unsigned long long)other->src2->value))
			continue;
		kn = find_known(w, other->target, false);
		if (kn && kn->kind == KNOWN_EQ && !kn->value)
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

// the known entry of @p that says which pseudo the path gave it (a phi's:
// KNOWN_FROM, or KNOWN_NONZERO with its source, give_sources()), or NULL
static struct known *given_from(struct walk *safe w, pseudo_t safe p)
{
	struct known *k = find_known(w, p, false);

	return k && (k->kind == KNOWN_FROM || k->kind == KNOWN_NONZERO) && k->value ? k : NULL;
}

// Do @x and @y hold the same value on the path: one pseudo, or a phi the
// path gave the other ('sg_size = alloc_size;' with alloc_size the count:
// 'count -= sg_size' leaves 0)?  (The link is the one the path made as it
// gave the phi its value; a loop gone round since gives it again.)
static bool same_on_path(struct walk *safe w, pseudo_t x, pseudo_t y)
{
	struct known *kx, *ky;

	if (!x || !y || x->type == PSEUDO_VAL || y->type == PSEUDO_VAL)
		return false;
	if (x == y)
		return true;
	kx = given_from(w, x);
	ky = given_from(w, y);
	return (kx && (pseudo_t)(unsigned long)kx->value == y) ||
	       (ky && (pseudo_t)(unsigned long)ky->value == x) ||
	       (kx && ky && kx->value == ky->value);
}

// Is @k a constant mask whose bits the value @x has none of on the path:
// 'x' is 'y & K2' (or a phi the path gave such a value), with K2 and @k
// apart?
static bool disjoint_masks(struct walk *safe w, pseudo_t k, pseudo_t x)
{
	struct known *from = x ? given_from(w, x) : NULL;
	struct instruction *def;
	pseudo_t k2;

	if (from)
		x = (pseudo_t)(unsigned long)from->value;
	def = x && x->type == PSEUDO_REG ? x->def : NULL;
	if (!k || k->type != PSEUDO_VAL || !def || def->opcode != OP_AND)
		return false;
	k2 = def->src2 && def->src2->type == PSEUDO_VAL ? def->src2 : def->src1;
	return k2 && k2->type == PSEUDO_VAL && !(k->value & k2->value);
}

// Is the select @sel the smaller of two unsigned values, one of them 0 on
// the path ('copycount = count < n ? count : n' with count 0): 0 whatever
// the other is.
static bool min_of_zero(struct walk *safe w, struct instruction *safe sel, int depth)
{
	struct instruction *cmp = sel->src1 && sel->src1->type == PSEUDO_REG ? sel->src1->def : NULL;
	pseudo_t lo, hi;
	long long v;

	if (!cmp)
		return false;
	switch (cmp->opcode) {
	case OP_SET_B: case OP_SET_BE:		// a < b ? a : b
		lo = cmp->src1, hi = cmp->src2;
		break;
	case OP_SET_A: case OP_SET_AE:		// a > b ? b : a
		lo = cmp->src2, hi = cmp->src1;
		break;
	default:
		return false;
	}
	if (sel->src2 != lo || sel->src3 != hi)
		return false;
	return (eval(w, lo, &v, depth + 1) == VAL_CONSTANT && !v) ||
	       (eval(w, hi, &v, depth + 1) == VAL_CONSTANT && !v);
}

#define STORE_LOOKBACK	64			// instructions changed_before()
						// ... looks back through, at most
#define ADDRESS_STEPS	4			// ... path_address() goes through

pseudo_t path_address(struct walk *safe w, pseudo_t safe p, long long *safe off)
{
	long long v;
	int i;

	*off = 0;
	for (i = 0; i < ADDRESS_STEPS && p->type == PSEUDO_REG && p->def; i++) {
		struct instruction *def = p->def;

		switch (def->opcode) {
		case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU: case OP_COPY:
			if (!def->src)
				return p;
			p = def->src;
			continue;
		case OP_ADD:
			if (!def->src1 || !def->src2)
				return p;
			if (eval(w, def->src2, &v, 0) == VAL_CONSTANT) {
				*off += v;
				p = def->src1;
			} else if (eval(w, def->src1, &v, 0) == VAL_CONSTANT) {
				*off += v;
				p = def->src2;
			} else {
				return p;
			}
			continue;
		}
		return p;
	}
	return p;
}

// changed_before(), or, with @again, the same walk back met at the first
// load of the memory @load loads (same_load()), into *@found
static struct instruction *scan_back(struct walk *safe w, struct instruction *safe load,
	struct instruction *since, bool *safe met, int *at, struct instruction **found)
{
	struct basic_block *bb = load->bb;
	int i, looked = 0;
	bool before = false;

	*met = false;
	for (i = w->trail_len - 1; i >= 0 && bb; i--) {
		struct basic_block *b = w->trail[i];
		struct instruction *insn;

		if (!b || (!before && b != bb))
			continue;
		FOR_EACH_PTR_REVERSE(b->insns, insn) {
			if (!before) {
				before = insn == load;
				continue;
			}
			if (insn == since || (found && insn->bb && same_load(insn, load))) {
				if (found)
					*found = insn;
				*met = true;
				return NULL;
			}
			if (!insn->bb)
				continue;
			if (++looked > STORE_LOOKBACK)
				return NULL;
			if ((insn->opcode == OP_CALL && call_may_change(insn)) || insn->opcode == OP_ASM ||
			    (insn->opcode == OP_STORE && may_change(insn, load))) {
				if (at)
					*at = i;
				return insn;
			}
		} END_FOR_EACH_PTR_REVERSE(insn);
		if (!before)
			return NULL;
	}
	return NULL;
}

struct instruction *changed_before(struct walk *safe w, struct instruction *safe load,
	struct instruction *since, bool *safe met, int *at)
{
	return scan_back(w, load, since, met, at, NULL);
}

// The value that the path stored, last, into the memory @load loads, with
// no call, asm or store that may change it since, or NULL: a constant, or
// a value whose block the path has not entered again since the store
// (what the path says of it is still of the value stored).
static pseudo_t stored_on_path(struct walk *safe w, struct instruction *safe load)
{
	struct basic_block *def;
	struct instruction *st;
	pseudo_t value;
	bool met;
	int at = -1;

	if (!may_hold_stored(w, load))
		return NULL;
	st = changed_before(w, load, NULL, &met, &at);
	if (!st || st->opcode != OP_STORE || !same_address(st->src, load->src) ||
	    st->offset != load->offset || st->size != load->size || !(value = st->target))
		return NULL;
	if (value->type == PSEUDO_VAL || value->type == PSEUDO_ARG)
		return value;
	if (value->type != PSEUDO_REG || !value->def || !(def = value->def->bb) || at < 0 ||
	    last_on_path(w, def, w->trail_len) > at)
		return NULL;
	return value;
}

// The load of the memory @load loads that the path made last before it,
// with nothing on the way that may change that memory ('if (h->len > 0)
// p = malloc(h->len); ... for (i = 0; i < h->len; i++) p[i] = 0;'): what
// the path said of that value is said of @load's.  NULL where there is
// none.
#define LOADED_CACHE	256			// loaded_before()'s answers kept

static pseudo_t loaded_before(struct walk *safe w, struct instruction *safe load)
{
	// (asked again and again of a block's loads as a step evaluates its
	// branch: the answer of the same question, entry and path length is
	// the same path's)
	static struct {
		struct instruction *load;
		struct walk *w;
		unsigned long question, entries;
		int len;
		pseudo_t answer;
	} cache[LOADED_CACHE];
	unsigned int h = ((unsigned long)load >> 4) % LOADED_CACHE;
	struct instruction *y = NULL;
	bool met;

	if (!load->src || load->src->type == PSEUDO_VAL || load->is_volatile ||
	    !may_be_loaded_again(w, load))
		return NULL;
	if (cache[h].load == load && cache[h].w == w && cache[h].question == w->seen_gen &&
	    cache[h].entries == w->entries && cache[h].len == w->trail_len)
		return cache[h].answer;
	scan_back(w, load, NULL, &met, NULL, &y);
	cache[h].load = load;
	cache[h].w = w;
	cache[h].question = w->seen_gen;
	cache[h].entries = w->entries;
	cache[h].len = w->trail_len;
	cache[h].answer = met && y && !y->is_volatile ? y->target : NULL;
	return cache[h].answer;
}

// Is @sym the caller's own variable, whose address only @call is given,
// once, and is otherwise only loaded and stored into?
static bool given_only_to(pseudo_t safe sym, struct instruction *safe call)
{
	struct symbol *var = sym->type == PSEUDO_SYM ? sym->sym : NULL;
	struct pseudo_user *pu;
	pseudo_t arg;
	int given = 0;

	if (!var || (var->ctype.modifiers & (MOD_NONLOCAL | MOD_STATIC)))
		return false;
	FOR_EACH_PTR(sym->users, pu) {
		struct instruction *u = pu ? pu->insn : NULL;

		if (!u || !u->bb || u == call ||
		    ((u->opcode == OP_LOAD || u->opcode == OP_STORE) && u->src == sym &&
		     (u->opcode == OP_LOAD || u->target != sym)))
			continue;
		return false;
	} END_FOR_EACH_PTR(pu);
	FOR_EACH_PTR(call->arguments, arg) {
		given += arg == sym;
	} END_FOR_EACH_PTR(arg);
	return given == 1;
}

// What the evidence, a call of a function of the file whose NULL the path
// holds, left in the caller's variable that @load loads, whose address it
// was given, with nothing on the way since that may change it ('b =
// read_all(fp, &len); if (len == 0) return 0;', where read_all() leaves
// 0 there on each return of NULL: nullstate_null_out()).
static enum eval left_by_evidence(struct walk *safe w, struct instruction *safe load,
	long long *safe v)
{
	struct instruction *call = w->why;
	pseudo_t sym = load->src, arg;
	struct known *k;
	bool met, nonzero;
	int nr = 0, at = 0;

	if (!w->fired || call->opcode != OP_CALL || !call->target || load->offset || !sym ||
	    !given_only_to(sym, call))
		return VAL_UNKNOWN;
	k = find_known(w, call->target, false);
	if (!k || k->kind != KNOWN_NULL)
		return VAL_UNKNOWN;
	FOR_EACH_PTR(call->arguments, arg) {
		nr++;
		if (arg == sym)
			at = nr;
	} END_FOR_EACH_PTR(arg);
	if (!nullstate_null_out(call, at, load->size, v, &nonzero) ||
	    changed_before(w, load, call, &met, NULL) || !met)
		return VAL_UNKNOWN;
	if (nonzero)
		return VAL_NONZERO;
	*v = extend(*v, load->size, false);
	return VAL_CONSTANT;
}

// order_implies() of @x, or of the value loaded before that @x loads again
static int implied_order(struct walk *safe w, struct instruction *safe cmp, pseudo_t safe x,
	long long K, bool x_left)
{
	int t = order_implies(w, cmp, x, K, x_left);
	pseudo_t y;

	if (t >= 0 || x->type != PSEUDO_REG || !x->def || x->def->opcode != OP_LOAD ||
	    !(y = loaded_before(w, x->def)))
		return t;
	return order_implies(w, cmp, y, K, x_left);
}

// (eval()'s first question, asked at every step: inlined there)
static inline enum eval told(struct walk *safe w, pseudo_t safe p, long long *safe v)
{
	struct known *k = find_known(w, p, false);

	if (k && (k->kind == KNOWN_EQ || k->kind == KNOWN_NULL)) {
		*v = k->kind == KNOWN_EQ ? k->value : 0;
		return VAL_CONSTANT;
	}
	return (k && k->kind == KNOWN_NONZERO) || excluded(w, p, 0) ? VAL_NONZERO : VAL_UNKNOWN;
}

enum eval known_value(struct walk *safe w, pseudo_t safe p, long long *safe v)
{
	return told(w, p, v);
}

#define ZERO_DEPTH	3			// steps zero_bits() takes, at most

static unsigned long long size_mask(unsigned int size)
{
	return size && size < 64 ? (1ull << size) - 1 : ~0ull;
}

static unsigned long long zero_bits(struct walk *safe w, pseudo_t p, int depth);

// The bits of @p that what the path says of a value computed from it
// makes 0: 'len & ~MASK' said 0 (a test of it, or of its truncation),
// or a cast of @p that is said so.  (Only a value the path computed
// since it last defined @p: what it says of one computed before is of
// the value @p had then.)
static unsigned long long zero_by_users(struct walk *safe w, pseudo_t safe p, int depth)
{
	unsigned long long zero = 0, mask = p->def ? size_mask(p->def->size) : ~0ull, keep;
	struct basic_block *def = p->type == PSEUDO_REG && p->def ? p->def->bb : NULL;
	struct pseudo_user *pu;
	int defined = -2;
	pseudo_t k;

	FOR_EACH_PTR(p->users, pu) {
		struct instruction *u = pu ? pu->insn : NULL;

		if (!u || !u->bb || !u->target || u->target->type != PSEUDO_REG)
			continue;
		switch (u->opcode) {
		case OP_AND:
			k = u->src1 == p ? u->src2 : u->src1;
			if (!k || k->type != PSEUDO_VAL)
				continue;
			keep = k->value;
			break;
		case OP_ZEXT: case OP_TRUNC:
		case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
			keep = size_mask(u->size);
			break;
		default:
			continue;
		}
		// (where @p's block is in a loop: computed since it was entered)
		if (def && !is_once(w, def)) {
			if (defined == -2)
				defined = last_on_path(w, def, w->trail_len);
			if (last_on_path(w, u->bb, w->trail_len) < defined)
				continue;
		}
		zero |= zero_bits(w, u->target, depth + 1) & keep;
	} END_FOR_EACH_PTR(pu);
	return zero & mask;
}

// The bits of @p that are 0 on the path, as a mask: the constant the path
// says it is, what it is computed from ('(u64)len', 'x & MASK'), what it
// was stored from, and what a test of what is computed from it says.
static unsigned long long zero_bits(struct walk *safe w, pseudo_t p, int depth)
{
	struct instruction *def;
	unsigned long long zero = 0, mask;
	long long v;
	pseudo_t k;

	if (!p || depth > ZERO_DEPTH)
		return 0;
	if (p->type == PSEUDO_VAL)
		return ~(unsigned long long)p->value;
	if (p->type != PSEUDO_REG || !(def = p->def) || !def->bb)
		return 0;
	mask = size_mask(def->size);
	if (told(w, p, &v) == VAL_CONSTANT)
		return ~(unsigned long long)v & mask;
	switch (def->opcode) {
	case OP_ZEXT:
		zero = ~size_mask(def->orig_type ? def->orig_type->bit_size : 0) |
		       zero_bits(w, def->src, depth + 1);
		break;
	case OP_AND:
		zero = zero_bits(w, def->src1, depth + 1) | zero_bits(w, def->src2, depth + 1);
		break;
	case OP_LOAD:
		k = stored_on_path(w, def);
		zero = k ? zero_bits(w, k, depth + 1) : 0;
		break;
	}
	return (zero | zero_by_users(w, p, depth)) & mask;
}

// An unsigned comparison @cmp (its size @size) of a constant with a value
// whose bits the path has made 0 at and above some bit (zero_bits()): the
// value is at most what the other bits make, and the comparison may be
// decided by that.  Its truth in @v.
static bool bounded(struct walk *safe w, struct instruction *safe cmp, unsigned int size,
	enum eval ea, long long a, enum eval eb, long long b, long long *safe v)
{
	unsigned long long mask = size_mask(size), max, k;
	bool k_left;
	int op = cmp->opcode;

	if (ea == VAL_CONSTANT && eb == VAL_UNKNOWN) {
		k = (unsigned long long)a & mask;
		k_left = true;
	} else if (eb == VAL_CONSTANT && ea == VAL_UNKNOWN) {
		k = (unsigned long long)b & mask;
		k_left = false;
	} else {
		return false;
	}
	// (against 0, or a value of one bit, the bits decide nothing that
	// eval() has not)
	if (!k || size == 1)
		return false;
	max = ~zero_bits(w, k_left ? cmp->src2 : cmp->src1, 0) & mask;
	// (as 'value OP k')
	if (k_left) {
		switch (op) {
		case OP_SET_B: op = OP_SET_A; break;
		case OP_SET_BE: op = OP_SET_AE; break;
		case OP_SET_A: op = OP_SET_B; break;
		case OP_SET_AE: op = OP_SET_BE; break;
		}
	}
	switch (op) {
	case OP_SET_B:			// value < k
		if (max < k)
			return *v = 1, true;
		return false;
	case OP_SET_BE:
		if (max <= k)
			return *v = 1, true;
		return false;
	case OP_SET_A:
		if (max <= k)
			return *v = 0, true;
		return false;
	case OP_SET_AE:
		if (max < k)
			return *v = 0, true;
		return false;
	case OP_SET_EQ: case OP_SET_NE:
		if (k & ~max)
			return *v = op == OP_SET_NE, true;
		return false;
	}
	return false;
}

enum eval eval(struct walk *safe w, pseudo_t p, long long *safe v, int depth)
{
	struct instruction *def, *why, *cmp;
	enum eval e, ea, eb;
	long long a, b;
	pseudo_t x, y;
	int t;

	if (!p)
		return VAL_UNKNOWN;
	if (p->type == PSEUDO_VAL) {
		*v = p->value;
		return VAL_CONSTANT;
	}
	// the address of a variable or a function is never NULL
	if (p->type == PSEUDO_SYM)
		return VAL_NONZERO;
	if ((e = told(w, p, v)) != VAL_UNKNOWN)
		return e;
	// a pointer the solver knows is never NULL (a safe parameter, a phi
	// of such pointers)
	if (!w->callee && (p->type == PSEUDO_REG || p->type == PSEUDO_ARG) &&
	    nullstate_def_value(p, &why) == NV_NONNULL)
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
		// bits cleared before: '(flags & ~MASK) & MASK'
		if (def->opcode == OP_AND && (disjoint_masks(w, def->src1, def->src2) ||
					      disjoint_masks(w, def->src2, def->src1))) {
			*v = 0;
			return VAL_CONSTANT;
		}
		// a value less itself
		if ((def->opcode == OP_SUB || def->opcode == OP_XOR) &&
		    same_on_path(w, def->src1, def->src2)) {
			*v = 0;
			return VAL_CONSTANT;
		}
		// bits that a wider mask the path tested has cleared
		if (masked(def) && masked_off(w, def)) {
			*v = 0;
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
		// a pointer less one it is ahead of ('ir - ip', 'ir = ip + 4')
		return !w->callee && difference_ahead(w->ns, p) ? VAL_NONZERO : VAL_UNKNOWN;
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
		// not 0 against 0, unsigned: '0 < n' ('n > 0') holds
		if ((def->opcode == OP_SET_B && ea == VAL_CONSTANT && !a && eb == VAL_NONZERO) ||
		    (def->opcode == OP_SET_A && eb == VAL_CONSTANT && !b && ea == VAL_NONZERO)) {
			*v = 1;
			return VAL_CONSTANT;
		}
		// a value whose high bits the path has made 0, against a
		// constant above what its other bits make
		if (bounded(w, def, def->itype ? def->itype->bit_size : 0, ea, a, eb, b, v))
			return VAL_CONSTANT;
		// what the path's orderings of the value imply ('n > 0' not
		// taken: '0 < n' fails)
		if (ea == VAL_CONSTANT && eb != VAL_CONSTANT && def->src2 &&
		    (t = implied_order(w, def, def->src2, a, false)) >= 0)
			return *v = t, VAL_CONSTANT;
		if (eb == VAL_CONSTANT && ea != VAL_CONSTANT && def->src1 &&
		    (t = implied_order(w, def, def->src1, b, true)) >= 0)
			return *v = t, VAL_CONSTANT;
		// the same two values compared before ('i < n' false, then
		// 'i >= n')
		if ((t = same_comparison(w, def)) >= 0)
			return *v = t, VAL_CONSTANT;
		// a pointer against itself plus an offset the path knows
		// ('it != end' of 'it = v', 'end = v + n', n known)
		if ((def->opcode == OP_SET_EQ || def->opcode == OP_SET_NE) &&
		    same_base(w, def->src1, def->src2, &x, &y) &&
		    (!x || eval(w, x, &a, depth + 1) == VAL_CONSTANT) &&
		    (!y || eval(w, y, &b, depth + 1) == VAL_CONSTANT)) {
			*v = ((x ? a : 0) == (y ? b : 0)) == (def->opcode == OP_SET_EQ);
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
		// (a value known not 0 may be known not other values too)
		if ((ea != VAL_CONSTANT && eb == VAL_CONSTANT && not_value(w, def->src1, b)) ||
		    (eb != VAL_CONSTANT && ea == VAL_CONSTANT && not_value(w, def->src2, a))) {
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
		// (such a difference fits an int: an object of 4 GiB aside)
		if (ea == VAL_NONZERO)
			return def->opcode != OP_TRUNC || (def->size >= 32 && difference_ahead(w->ns, def->src)) ?
			       VAL_NONZERO : VAL_UNKNOWN;
		if (ea != VAL_CONSTANT)
			return VAL_UNKNOWN;
		if (def->opcode == OP_SEXT && def->orig_type)
			a = extend(a, def->orig_type->bit_size, true);
		*v = extend(a, def->size, false);
		return VAL_CONSTANT;
	case OP_LOAD:
		if (!(x = stored_on_path(w, def)) && !(x = loaded_before(w, def)))
			return left_by_evidence(w, def, v);
		if ((e = eval(w, x, v, depth + 1)) != VAL_CONSTANT)
			return e;
		*v = extend(*v, def->size, false);
		return VAL_CONSTANT;
	case OP_SEL:
		ea = eval(w, def->src1, &a, depth + 1);
		if (ea == VAL_UNKNOWN && min_of_zero(w, def, depth)) {
			*v = 0;
			return VAL_CONSTANT;
		}
		// (a value kept to a bound not 0, 'n > MAX ? MAX : n', is not 0
		// where the value is not)
		if (ea == VAL_UNKNOWN) {
			y = def->src2 && def->src2->type == PSEUDO_VAL && def->src2->value ? def->src2 :
			    def->src3 && def->src3->type == PSEUDO_VAL && def->src3->value ? def->src3 : NULL;
			x = y == def->src2 ? def->src3 : def->src2;
			cmp = def->src1 && def->src1->type == PSEUDO_REG ? def->src1->def : NULL;
			eb = y && cmp && cmp->opcode >= OP_BINCMP && cmp->opcode <= OP_BINCMP_END &&
			     ((cmp->src1 == x && cmp->src2 && cmp->src2->type == PSEUDO_VAL &&
			       cmp->src2->value == y->value) ||
			      (cmp->src2 == x && cmp->src1 && cmp->src1->type == PSEUDO_VAL &&
			       cmp->src1->value == y->value)) ? eval(w, x, &b, depth + 1) : VAL_UNKNOWN;
			return eb == VAL_NONZERO || (eb == VAL_CONSTANT && b) ? VAL_NONZERO : VAL_UNKNOWN;
		}
		return eval(w, ea == VAL_NONZERO || a ? def->src2 : def->src3, v, depth + 1);
	}
	return VAL_UNKNOWN;
}

enum known_kind null_kind(struct walk *safe w, pseudo_t s, int depth)
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

int holds(struct walk *safe w, pseudo_t c)
{
	long long v = 0;

	switch (eval(w, c, &v, 0)) {
	case VAL_CONSTANT:
		return v != 0;
	case VAL_NONZERO:
		return 1;
	default:
		return -1;
	}
}

// Is @b a pointer that nothing says may be NULL on the path: not a
// constant, not holding the NULL the path carries, and with no evidence
// of its own (the solver's value at its definition)?
static bool untested(struct walk *safe w, pseudo_t safe b)
{
	struct instruction *why = NULL;

	return (b->type == PSEUDO_REG || b->type == PSEUDO_ARG) &&
	       null_kind(w, b, 0) == KNOWN_OTHER &&
	       !nv_may_be_null(nullstate_def_value(b, &why));
}

bool equal_to_untested(struct walk *safe w, pseudo_t c, bool truth)
{
	struct instruction *def = c && c->type == PSEUDO_REG ? c->def : NULL;

	if (!def || (def->opcode != OP_SET_EQ && def->opcode != OP_SET_NE) ||
	    (def->opcode == OP_SET_EQ) != truth || !def->src1 || !def->src2)
		return false;
	return (null_kind(w, def->src1, 0) == KNOWN_NULL && untested(w, def->src2)) ||
	       (null_kind(w, def->src2, 0) == KNOWN_NULL && untested(w, def->src1));
}

// Where the path says @a == @b, and @a may hold the NULL while @b is a
// value that nothing says may be NULL (untested()), the NULL goes on only
// where @b is NULL, which nothing says it is: @a is not NULL on this path
// ('if (n != n2) n = n2;' leaves n as n2 was).  Where @b may be NULL (its
// own evidence), it carries @a's NULL on.  (Where @a surely holds it, the
// path cannot take this side at all: equal_to_untested().)
static void learn_equal(struct walk *safe w, pseudo_t safe a, pseudo_t safe b)
{
	enum known_kind kind = null_kind(w, a, 0);

	if ((kind == KNOWN_NULL || kind == KNOWN_MAYBE) && untested(w, b))
		learn_known(w, a, KNOWN_NONZERO, 0);
}

void learn_cond(struct walk *safe w, pseudo_t c, bool truth, int depth)
{
	long long v;

	if (c && eval(w, c, &v, 0) == VAL_UNKNOWN)
		learn_undecided(w, c, truth, depth);
}

void learn_undecided(struct walk *safe w, pseudo_t safe c, bool truth, int depth)
{
	struct instruction *def;
	struct known *k;
	pseudo_t x, K;
	long long v;

	if (c->type != PSEUDO_REG && c->type != PSEUDO_ARG)
		return;
	// a pointer that may hold the NULL holds it on one side only
	k = find_known(w, c, false);
	def = c->type == PSEUDO_REG ? c->def : NULL;
	// (and an ordering of a value that is tested again: what it says of
	// the value, order_excludes() reads)
	if (used_again(c) || (k && k->kind >= KNOWN_NULL) ||
	    (def && (x = ordered(def, &v)) && used_again(x)) ||
	    (def && (compares_head_again(def) || compared_again(def))))
		learn_known(w, c, truth ? KNOWN_NONZERO : KNOWN_EQ, 0);
	if (!def || depth > 4)
		return;
	switch (def->opcode) {
	case OP_SET_EQ:
	case OP_SET_NE:
		K = NULL;
		x = against_constant(def, &K);
		if (!x && (def->opcode == OP_SET_EQ) == truth && def->src1 && def->src2) {
			learn_equal(w, def->src1, def->src2);
			learn_equal(w, def->src2, def->src1);
			return;
		}
		if (!x || !K || eval(w, x, &v, 0) != VAL_UNKNOWN)
			return;
		k = find_known(w, x, false);
		if (!used_again(x) && !(k && k->kind >= KNOWN_NULL))
			return;
		if ((def->opcode == OP_SET_EQ) == truth)
			learn_known(w, x, KNOWN_EQ, K->value);
		else if (!K->value)
			learn_known(w, x, KNOWN_NONZERO, 0);
		else
			exclude(w, x, K->value);
		return;
	case OP_ZEXT:
	case OP_SEXT:
		learn_cond(w, def->src, truth, depth + 1);
		return;
	case OP_OR:
	case OP_AND:
		if (def->size != 1)
			return;
		// 'a || b' false, 'a && b' true: both sides are
		if ((def->opcode == OP_OR) != truth) {
			learn_cond(w, def->src1, truth, depth + 1);
			learn_cond(w, def->src2, truth, depth + 1);
			return;
		}
		// 'a && b' false where the path says a: b is false ('if (!n
		// && !p) return;' with p NULL: n is not); 'a || b' true
		// where it says not a: b is true
		// (the side that decides nothing is the one the path knows:
		// true for an 'and', false for an 'or')
		if (holds(w, def->src1) == !truth)
			learn_cond(w, def->src2, truth, depth + 1);
		else if (holds(w, def->src2) == !truth)
			learn_cond(w, def->src1, truth, depth + 1);
		else if (def->bb && null_test(def->src1) && null_test(def->src2) &&
			 is_once(w, def->bb))
			// (neither is known yet: a clause, for broken())
			set_known(w, c, false, truth ? KNOWN_NONZERO : KNOWN_EQ, 0);
		return;
	}
}

bool reads_undefined(struct walk *safe w, pseudo_t c, int depth)
{
	struct instruction *def = c && c->type == PSEUDO_REG ? c->def : NULL;
	struct known *k;
	pseudo_t src;

	if (!def || depth > 4)
		return false;
	switch (def->opcode) {
	case OP_PHI:
		k = find_known(w, c, false);
		src = k && k->kind == KNOWN_FROM ? (pseudo_t)(unsigned long)k->value : NULL;
		return src && src->type == PSEUDO_UNDEF;
	case OP_AND: case OP_OR:
		// (an '&&' made one reads its right side only where its left
		// does not decide: the left one is read)
		return reads_undefined(w, def->src1, depth + 1);
	}
	if (def->opcode >= OP_BINARY && def->opcode <= OP_BINCMP_END)
		return reads_undefined(w, def->src1, depth + 1) ||
		       reads_undefined(w, def->src2, depth + 1);
	if (def->opcode == OP_NOT || def->opcode == OP_NEG ||
	    (def->opcode >= OP_TRUNC && def->opcode <= OP_PTRCAST) || def->opcode == OP_COPY)
		return reads_undefined(w, def->src1, depth + 1);
	return false;
}

void widen(struct walk *safe w, struct basic_block *safe bb)
{
	struct instruction *insn;

	FOR_EACH_PTR(phis_in(w, bb), insn) {
		if (insn->bb && insn->opcode == OP_PHI && insn->target &&
		    is_ptr_type(insn->type) && null_kind(w, insn->target, 0) != KNOWN_OTHER)
			return;
	} END_FOR_EACH_PTR(insn);
	FOR_EACH_PTR(phis_in(w, bb), insn) {
		struct known *k;

		if (!insn->bb || insn->opcode != OP_PHI || !insn->target ||
		    is_ptr_type(insn->type))
			continue;
		// (a count that only grows from a positive start stays not 0)
		k = find_known(w, insn->target, false);
		if (counts_up(insn))
			set_known(w, insn->target, false, KNOWN_NONZERO, 0);
		else if (k && k->kind != KNOWN_UNSET)
			set_known(w, insn->target, false, KNOWN_UNSET, 0);
	} END_FOR_EACH_PTR(insn);
}
