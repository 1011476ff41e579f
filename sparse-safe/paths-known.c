/*
 * Feasible paths: what one path has told of the values, undone as the
 * walk backs up (what the values are, paths-eval.c reads from it).  See
 * paths.h and paths-known.h.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "flow.h"

#include "annotations.h"
#include "nullstate.h"
#include "paths-known.h"

static struct undo *undos;
int nr_undos;
static int alloc_undos;

// the bucket of the key @p in walk's head[]
static inline unsigned int known_bucket(const void *p)
{
	return ((unsigned long)p >> 4) % KNOWN_BUCKETS;
}

// what @k adds to walk's sum: nothing when it says nothing
static inline unsigned long long known_term(const struct known *safe k)
{
	unsigned long long e;

	// (where a phi's value came from tells the walk nothing it must
	// walk again for)
	if (k->kind == KNOWN_UNSET || k->kind == KNOWN_FROM)
		return 0;
	// (mixed after the value is in: values that differ in their low
	// bits only must not give sums that do)
	e = ((unsigned long)k->key ^ k->pending) * 0xff51afd7ed558ccdull;
	// (not 0's source: what it was given from tells no new value)
	e ^= (k->kind + 1) * 0xc4ceb9fe1a85ec53ull +
	     (k->kind == KNOWN_NONZERO ? 0 : (unsigned long long)k->value);
	e = (e ^ (e >> 30)) * 0xbf58476d1ce4e5b9ull;
	e = (e ^ (e >> 27)) * 0x94d049bb133111ebull;
	return e ^ (e >> 31);
}

// the block that defines the register @p, or NULL
static inline struct basic_block *defined_in(pseudo_t safe p)
{
	return p->type == PSEUDO_REG && p->def ? p->def->bb : NULL;
}

void known_reset(struct walk *safe w)
{
	w->sum = 0;
	w->nr_known = 0;
	w->nr_not = 0;
	memset(w->order_bits, 0, sizeof(w->order_bits));
	memset(w->clause_bits, 0, sizeof(w->clause_bits));
	w->nr_clauses = 0;
	memset(w->head, 0xff, sizeof(w->head));
	memset(w->bb_head, 0xff, sizeof(w->bb_head));
}

int known_defined_in(struct walk *safe w, struct basic_block *safe bb)
{
	return w->bb_head[known_bucket(bb)];
}

int known_defined_next(struct walk *safe w, int i)
{
	return w->bb_next[i];
}

// is @k the entry for @p, @pending?  A value excluded is an entry of its
// own, one for each value (excluded())
static inline bool is_entry(struct known *safe k, pseudo_t p, bool pending, bool not,
	long long value)
{
	return k->key == p && k->pending == pending && (k->kind == KNOWN_NOT) == not &&
	       (!not || k->value == value);
}

struct known *find_known(struct walk *safe w, pseudo_t p, bool pending)
{
	int i;

	if (!p)
		return NULL;
	for (i = w->head[known_bucket(p)]; i >= 0; i = w->next[i]) {
		struct known *k = &w->known[i];

		if (is_entry(k, p, pending, false, 0))
			return k->kind == KNOWN_UNSET ? NULL : k;
	}
	return NULL;
}

bool excluded(struct walk *safe w, pseudo_t p, long long v)
{
	int i;

	if (!w->nr_not || !p)
		return false;
	for (i = w->head[known_bucket(p)]; i >= 0; i = w->next[i]) {
		if (is_entry(&w->known[i], p, false, true, v))
			return true;
	}
	return false;
}

pseudo_t against_constant(struct instruction *safe insn, pseudo_t *safe k)
{
	pseudo_t x = insn->src1, K = insn->src2;

	if (x && x->type == PSEUDO_VAL) {
		x = insn->src2;
		K = insn->src1;
	}
	if (!x || !K || K->type != PSEUDO_VAL ||
	    (x->type != PSEUDO_REG && x->type != PSEUDO_ARG))
		return NULL;
	*k = K;
	return x;
}

pseudo_t ordered(struct instruction *safe insn, long long *safe k)
{
	pseudo_t x, K = NULL;

	if (insn->opcode < OP_SET_LT || insn->opcode > OP_SET_A ||
	    !(x = against_constant(insn, &K)) || !K)
		return NULL;
	*k = K->value;
	return x;
}

// is @k what the path knows of an ordering with a constant?
static inline bool is_order_fact(const struct known *safe k)
{
	long long K;

	return (k->kind == KNOWN_EQ || k->kind == KNOWN_NONZERO) && !k->pending &&
	       k->key->type == PSEUDO_REG && k->key->def && ordered(k->key->def, &K);
}

bool null_test(pseudo_t c)
{
	struct instruction *def = c && c->type == PSEUDO_REG ? c->def : NULL;

	return def && (def->opcode == OP_SET_EQ || def->opcode == OP_SET_NE) &&
	       nullstate_tested(def);
}

// is @k what the path knows of an 'and' false or an 'or' true that
// neither of its sides decided (learn_cond())?
// (Where its block is in no loop: what its sides are computed from is
// then what a later fact of the path is about.  And where each side tests
// a pointer for NULL: 'if (!n && !p)'.)
static inline bool is_clause(struct walk *safe w, const struct known *safe k)
{
	struct instruction *def = k->key->type == PSEUDO_REG ? k->key->def : NULL;

	if (k->pending || !def || !def->bb || def->size != 1)
		return false;
	if (def->opcode == OP_AND ? !(k->kind == KNOWN_EQ && !k->value) :
	    def->opcode != OP_OR || !(k->kind == KNOWN_NONZERO || (k->kind == KNOWN_EQ && k->value)))
		return false;
	return null_test(def->src1) && null_test(def->src2) && is_once(w, def->bb);
}

static inline void note_bit(unsigned long long *safe bits, int i, int sign)
{
	if (sign > 0)
		bits[i / 64] |= 1ull << (i % 64);
	else
		bits[i / 64] &= ~(1ull << (i % 64));
}

// Keep @w's sets of the entries that say an ordering's truth
// (order_excludes()) and of its clauses (broken()) as the entry @i
// becomes one (@sign 1) or is about to stop being one (-1).
static void note_clause(struct walk *safe w, int i, int sign)
{
	if (!is_clause(w, &w->known[i]))
		return;
	note_bit(w->clause_bits, i, sign);
	w->nr_clauses += sign;
}

static inline void note_order(struct walk *safe w, int i, int sign)
{
	const struct known *safe k = &w->known[i];
	struct instruction *def;

	if (k->pending || (k->kind != KNOWN_EQ && k->kind != KNOWN_NONZERO) ||
	    k->key->type != PSEUDO_REG || !(def = k->key->def))
		return;
	if (def->opcode == OP_AND || def->opcode == OP_OR)
		note_clause(w, i, sign);
	else if (is_order_fact(k))
		note_bit(w->order_bits, i, sign);
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

void change(struct walk *safe w, int i, pseudo_t safe p, bool pending,
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
		w->next[i] = w->head[known_bucket(p)];
		w->head[known_bucket(p)] = i;
		w->bb_next[i] = -1;
		if (defined_in(p)) {
			w->bb_next[i] = w->bb_head[known_bucket(defined_in(p))];
			w->bb_head[known_bucket(defined_in(p))] = i;
		}
		k->key = p;
		k->pending = pending;
		k->kind = KNOWN_UNSET;
	} else {
		u->old = *k;
	}
	w->nr_not += (kind == KNOWN_NOT) - (k->kind == KNOWN_NOT);
	note_order(w, i, -1);
	w->sum -= known_term(k);
	k->kind = kind;
	k->value = value;
	w->sum += known_term(k);
	note_order(w, i, 1);
}

void set_known(struct walk *safe w, pseudo_t safe p, bool pending,
	enum known_kind kind, long long value)
{
	struct known *k = NULL;
	int i;

	for (i = w->head[known_bucket(p)]; i >= 0; i = w->next[i]) {
		if (is_entry(&w->known[i], p, pending, false, 0)) {
			k = &w->known[i];
			break;
		}
	}
	if (k ? k->kind == kind && k->value == value : kind == KNOWN_UNSET)
		return;
	change(w, k ? i : w->nr_known, p, pending, kind, value);
}

void learn_known(struct walk *safe w, pseudo_t safe p, enum known_kind kind, long long value)
{
	struct known *k = find_known(w, p, false);
	pseudo_t src = k && k->kind == KNOWN_OTHER ? (pseudo_t)(unsigned long)k->value : NULL;

	set_known(w, p, false, kind, value);
	if (src && (kind == KNOWN_NULL || kind == KNOWN_EQ || kind == KNOWN_NONZERO))
		learn_known(w, src, kind == KNOWN_NULL ? KNOWN_EQ : kind, value);
}

void exclude(struct walk *safe w, pseudo_t safe p, long long v)
{
	if (!excluded(w, p, v))
		change(w, w->nr_known, p, false, KNOWN_NOT, v);
}

void undo_to(struct walk *safe w, int mark)
{
	struct undo *trail = undos;

	while (trail && nr_undos > mark) {
		struct undo *u = &trail[--nr_undos];
		struct known *k = &w->known[u->idx];

		w->nr_not -= k->kind == KNOWN_NOT;
		note_order(w, u->idx, -1);
		w->sum -= known_term(k);
		if (u->added) {
			// the entry added last: its bucket's first
			w->nr_known--;
			w->head[known_bucket(k->key)] = w->next[u->idx];
			if (defined_in(k->key))
				w->bb_head[known_bucket(defined_in(k->key))] =
					w->bb_next[u->idx];
		} else {
			*k = u->old;
			w->nr_not += k->kind == KNOWN_NOT;
			note_order(w, u->idx, 1);
			w->sum += known_term(k);
		}
	}
}

int last_on_path(struct walk *safe w, struct basic_block *bb, int end)
{
	while (--end >= 0 && w->trail[end] != bb)
		;
	return end;
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

static struct ptrhash once;		// is_once()'s answers, as 1 or 2
static unsigned long once_serial;	// ... for the solve of this serial

bool is_once(struct walk *safe w, struct basic_block *safe bb)
{
	unsigned long answer;

	if (once_serial != nullstate_serial(w->ns)) {
		once_serial = nullstate_serial(w->ns);
		ptrhash_clear(&once);
	}
	answer = (unsigned long)ptrhash_get(&once, bb);
	if (!answer) {
		answer = in_loop(bb) ? 2 : 1;
		ptrhash_put(&once, bb, (void *)answer);
	}
	return answer == 1;
}

long long held_source(struct walk *safe w, pseudo_t src)
{
	if (!src || w->callee)
		return 0;
	if (src->type == PSEUDO_ARG ||
	    (src->type == PSEUDO_REG && src->def && src->def->bb && is_once(w, src->def->bb)))
		return (long long)(unsigned long)src;
	return 0;
}

// Do @x and @y hold the same value: the same pseudo, or loads of the same
// memory (the same field read again, as tested_before() takes it)?
static bool same_value(pseudo_t safe x, pseudo_t safe y)
{
	return x == y || (x->type == PSEUDO_REG && y->type == PSEUDO_REG && x->def &&
			  y->def && same_load(x->def, y->def));
}

// Has the path said of @x (or of a load of the same memory) that it is
// ordered against a constant in a way that @v is not ('if (type <=
// REPLACE) ...; switch (type)': the path that did not take the 'if'
// knows that the type is no case up to REPLACE)?  The orderings the path
// knows are few, and kept apart (note_order()).
// The orderings with a constant that the path knows, one at a time:
// from *@at 0, NULL after the last.
static struct known *next_order(struct walk *safe w, int *safe at)
{
	while (*at < MAX_KNOWN) {
		unsigned long long bits = w->order_bits[*at / 64] >> (*at % 64);

		if (!bits) {
			*at = (*at / 64 + 1) * 64;
			continue;
		}
		*at += __builtin_ctzll(bits);
		return &w->known[(*at)++];
	}
	return NULL;
}

static bool order_excludes(struct walk *safe w, pseudo_t safe x, long long v)
{
	struct known *k;
	int at = 0;

	while ((k = next_order(w, &at))) {
		struct instruction *cmp = k->key->def;
		long long K;
		pseudo_t y;
		int holds;

		if (!cmp || !(y = ordered(cmp, &K)) || !same_value(x, y))
			continue;
		holds = y == cmp->src1 ?
			nullstate_compare(cmp->opcode, v, K, cmp->itype ? cmp->itype->bit_size : 0) :
			nullstate_compare(cmp->opcode, K, v, cmp->itype ? cmp->itype->bit_size : 0);
		if (holds >= 0 && holds != (k->kind == KNOWN_NONZERO || k->value != 0))
			return true;
	}
	return false;
}

static inline bool signed_order(int op)
{
	return opcode_table[op].flags & OPF_SIGNED;
}

// @v as a value of @size bits that an ordering, signed or not, compares:
// a key that orders as the ordering does
static long long order_key(long long v, unsigned int size, bool is_signed)
{
	if (!size || size > 64)
		size = 64;
	if (is_signed)
		return bits_extend(v, size, 1);
	return (long long)(bits_extend(v, size, 0) ^ (1ull << 63));
}

// Narrow [@lo, @hi], the keys a value may have, to those for which 'x OP
// K' (x on the left, @kk the key of K) is @truth; false where none is left.
static bool narrow(int op, long long kk, bool truth, long long *safe lo, long long *safe hi)
{
	if (!truth)
		op = opcode_negate(op);
	switch (op) {
	case OP_SET_LT: case OP_SET_B:
		if (kk == LLONG_MIN)
			return false;
		kk--;
		/* fall through */
	case OP_SET_LE: case OP_SET_BE:
		*hi = kk < *hi ? kk : *hi;
		break;
	case OP_SET_GT: case OP_SET_A:
		if (kk == LLONG_MAX)
			return false;
		kk++;
		/* fall through */
	case OP_SET_GE: case OP_SET_AE:
		*lo = kk > *lo ? kk : *lo;
		break;
	default:
		return false;
	}
	return *lo <= *hi;
}

// Is the ordering the path knows of @x, @cmp, still of its value: not
// made before @x was computed again (in a loop)?
static bool order_current(struct walk *safe w, struct instruction *safe cmp, pseudo_t safe x)
{
	struct basic_block *def = x->type == PSEUDO_REG && x->def ? x->def->bb : NULL;

	return !def || !cmp->bb || is_once(w, def) ||
	       last_on_path(w, def, w->trail_len) <= last_on_path(w, cmp->bb, w->trail_len);
}

#define TRIM_VALUES	16			// excluded values order_implies()
						// ... takes off either end

// Has the path excluded the value whose key is @key (@size bits, signed
// or not) for @x?  Only values the same as signed and unsigned are asked.
static bool trim_end(struct walk *safe w, pseudo_t safe x, long long key,
	unsigned int size, bool is_signed)
{
	long long v = is_signed ? key : (long long)((unsigned long long)key ^ (1ull << 63));

	if (v < 0 || (size < 64 && v >= 1ll << (size - 1)))
		return false;
	return excluded(w, x, v);
}

int order_implies(struct walk *safe w, struct instruction *safe cmp, pseudo_t safe x,
	long long K, bool x_left)
{
	unsigned int size = cmp->itype ? cmp->itype->bit_size : 64, b;
	int op = x_left ? cmp->opcode : opcode_swap(cmp->opcode), at = 0;
	bool is_signed = signed_order(op), found = false;
	struct known *k;
	long long lo = LLONG_MIN, hi = LLONG_MAX, qlo = LLONG_MIN, qhi = LLONG_MAX;

	if (op == OP_SET_EQ || op == OP_SET_NE ||
	    !narrow(op, order_key(K, size, is_signed), true, &qlo, &qhi))
		return -1;
	// (the values of the size itself)
	if (size && size < 64) {
		lo = is_signed ? -(1ll << (size - 1)) : order_key(0, size, false);
		hi = is_signed ? (1ll << (size - 1)) - 1 : order_key(-1, size, false);
	}
	while ((k = next_order(w, &at))) {
		struct instruction *f = k->key->def;
		unsigned int fsize;
		long long Kf;
		pseudo_t y;
		int fop;

		if (!f || !(y = ordered(f, &Kf)) || y != x || f == cmp)
			continue;
		fop = y == f->src1 ? f->opcode : opcode_swap(f->opcode);
		fsize = f->itype ? f->itype->bit_size : 64;
		if (fsize != size || signed_order(fop) != is_signed || !order_current(w, f, x))
			continue;
		if (!narrow(fop, order_key(Kf, size, is_signed),
			    k->kind == KNOWN_NONZERO || k->value != 0, &lo, &hi))
			return -1;
		found = true;
	}
	if (!found && !w->nr_not)
		return -1;
	// (values at either end that the path excluded: 'case 0: case 1:'
	// not taken, then 'x >= 0' leaves x above 1)
	for (b = 0; b < TRIM_VALUES && lo < hi && trim_end(w, x, lo, size, is_signed); b++)
		lo++;
	for (b = 0; b < TRIM_VALUES && lo < hi && trim_end(w, x, hi, size, is_signed); b++)
		hi--;
	if (qlo <= lo && hi <= qhi)
		return 1;
	if (hi < qlo || lo > qhi)
		return 0;
	return -1;
}

// The orders of two values that the comparison @op holds for, as bits:
// less 1, equal 2, greater 4 (of its left against its right).
static unsigned int relation(int op)
{
	switch (op) {
	case OP_SET_EQ: return 2;
	case OP_SET_NE: return 5;
	case OP_SET_LT: case OP_SET_B: return 1;
	case OP_SET_LE: case OP_SET_BE: return 3;
	case OP_SET_GT: case OP_SET_A: return 4;
	case OP_SET_GE: case OP_SET_AE: return 6;
	}
	return 7;
}

static inline bool is_compare(const struct instruction *safe insn)
{
	return insn->opcode >= OP_SET_EQ && insn->opcode <= OP_SET_NE;
}

static inline bool variable(pseudo_t p)
{
	return p && (p->type == PSEUDO_REG || p->type == PSEUDO_ARG);
}

// Is @cmp a comparison of the values @a and @b, in either order, of
// @size bits?
static bool compares_same(struct instruction *safe cmp, pseudo_t a, pseudo_t b,
	unsigned int size)
{
	return is_compare(cmp) && cmp->bb &&
	       ((cmp->src1 == a && cmp->src2 == b) || (cmp->src1 == b && cmp->src2 == a)) &&
	       (cmp->itype ? cmp->itype->bit_size : 64) == size;
}

bool compared_again(struct instruction *safe cmp)
{
	struct pseudo_user *pu;
	unsigned int size;

	if (!is_compare(cmp) || !variable(cmp->src1) || !variable(cmp->src2) ||
	    cmp->src1 == cmp->src2)
		return false;
	size = cmp->itype ? cmp->itype->bit_size : 64;
	FOR_EACH_PTR(cmp->src1->users, pu) {
		struct instruction *u = pu ? pu->insn : NULL;

		if (u && u != cmp && compares_same(u, cmp->src1, cmp->src2, size))
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

int same_comparison(struct walk *safe w, struct instruction *safe cmp)
{
	unsigned int size = cmp->itype ? cmp->itype->bit_size : 64, allowed = 7, q;
	pseudo_t a = cmp->src1, b = cmp->src2;
	struct pseudo_user *pu;
	bool ord = relation(cmp->opcode) & 5 && relation(cmp->opcode) != 5;

	if (!variable(a) || !variable(b))
		return -1;
	if (a == b)
		return -1;
	FOR_EACH_PTR(a->users, pu) {
		struct instruction *f = pu ? pu->insn : NULL;
		unsigned int r;
		struct known *k;
		bool truth;

		if (!f || f == cmp || !compares_same(f, a, b, size) || !f->target ||
		    !(k = find_known(w, f->target, false)) ||
		    (k->kind != KNOWN_EQ && k->kind != KNOWN_NONZERO))
			continue;
		r = relation(f->opcode);
		// (orderings of another sign say nothing of this one)
		if (ord && (r & 5) && r != 5 &&
		    signed_order(f->opcode) != signed_order(cmp->opcode))
			continue;
		if (!order_current(w, f, a) || !order_current(w, f, b))
			continue;
		// (as @a against @b)
		if (f->src1 == b)
			r = (r & 2) | (r & 1) << 2 | (r & 4) >> 2;
		truth = k->kind == KNOWN_NONZERO || k->value != 0;
		allowed &= truth ? r : 7 & ~r;
	} END_FOR_EACH_PTR(pu);
	q = relation(cmp->opcode);
	if (!allowed || allowed == 7)
		return -1;
	if (!(allowed & ~q))
		return 1;
	if (!(allowed & q))
		return 0;
	return -1;
}

bool not_value(struct walk *safe w, pseudo_t p, long long v)
{
	struct known *k;
	int depth;

	for (depth = 0; p && depth < 3; depth++, p = cast_of(p)) {
		k = find_known(w, p, false);
		if ((k && k->kind == KNOWN_NONZERO && !v) || excluded(w, p, v) ||
		    order_excludes(w, p, v))
			return true;
	}
	return false;
}

// The source that the path gave the phi @phi as it last entered its
// block, where that source has not been computed again since; or NULL.
static pseudo_t source_on_path(struct walk *safe w, struct instruction *safe phi)
{
	int at = phi->bb ? last_on_path(w, phi->bb, w->trail_len) : -1;
	struct instruction *insn;
	pseudo_t src = NULL;

	if (at < 1 || !w->trail[at - 1])
		return NULL;
	FOR_EACH_PTR(w->trail[at - 1]->insns, insn) {
		if (insn->bb && insn->opcode == OP_PHISOURCE && insn->phi_node == phi)
			src = insn->phi_src;
	} END_FOR_EACH_PTR(insn);
	if (src && src->type == PSEUDO_REG &&
	    (!src->def || !src->def->bb || last_on_path(w, src->def->bb, w->trail_len) >= at))
		return NULL;
	return src;
}

// The pointer @p on the path as a base and an offset ('v + n', or a phi
// the path gave such a value): the base, with the offset in *@off (NULL
// for none)
static pseudo_t based(struct walk *safe w, pseudo_t p, pseudo_t *safe off)
{
	struct entrypoint *ep = w->why->bb ? w->why->bb->ep : NULL;
	int i;

	*off = NULL;
	for (i = 0; i < 6 && p && p->type == PSEUDO_REG && p->def; i++) {
		struct instruction *def = p->def;
		pseudo_t src;

		switch (def->opcode) {
		case OP_PTRCAST: case OP_COPY:
			p = def->src;
			continue;
		case OP_PHI:
			if (!(src = source_on_path(w, def)))
				return p;
			p = src;
			continue;
		case OP_ADD:
			if (*off)
				return p;
			if (is_pointer_pseudo(ep, def->src1) && !is_pointer_pseudo(ep, def->src2)) {
				*off = def->src2;
				p = def->src1;
				continue;
			}
			if (is_pointer_pseudo(ep, def->src2) && !is_pointer_pseudo(ep, def->src1)) {
				*off = def->src1;
				p = def->src2;
				continue;
			}
			return p;
		}
		break;
	}
	return p;
}

// is @p, through its casts, a sum ('v + n'): a pointer plus an offset,
// which same_base() looks for on one side at least (most comparisons are
// none, and are not taken apart)
static bool is_sum(pseudo_t p)
{
	int i;

	for (i = 0; i < 3 && p && p->type == PSEUDO_REG && p->def; i++) {
		if (p->def->opcode == OP_ADD)
			return true;
		if (p->def->opcode != OP_PTRCAST && p->def->opcode != OP_COPY)
			return false;
		p = p->def->src;
	}
	return false;
}

bool same_base(struct walk *safe w, pseudo_t a, pseudo_t b, pseudo_t *safe oa, pseudo_t *safe ob)
{
	pseudo_t x, y;

	if (!a || !b || a == b || (!is_sum(a) && !is_sum(b)))
		return false;
	x = based(w, a, oa);
	y = based(w, b, ob);
	// (a select's: its condition may make the offset too, 'p = c ? v :
	// NULL; n = c ? len : 0;', which the walk does not take apart)
	if (x && x->type == PSEUDO_REG && x->def && x->def->opcode == OP_SEL)
		return false;
	return x && x == y && (*oa || *ob);
}
