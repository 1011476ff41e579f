/*
 * Feasible paths: what one path has told of the values, undone as the
 * walk backs up (what the values are, paths-eval.c reads from it).  See
 * paths.h and paths-known.h.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "flow.h"

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

	if (insn->opcode < OP_SET_LT || insn->opcode > OP_SET_AE ||
	    insn->opcode == OP_SET_EQ || insn->opcode == OP_SET_NE ||
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
static bool order_excludes(struct walk *safe w, pseudo_t safe x, long long v)
{
	unsigned int b;

	for (b = 0; b < MAX_KNOWN / 64; b++) {
		unsigned long long bits = w->order_bits[b];

		while (bits) {
			struct known *k = &w->known[b * 64 + __builtin_ctzll(bits)];
			struct instruction *cmp = k->key->def;
			long long K;
			pseudo_t y;
			int holds;

			bits &= bits - 1;
			if (!cmp || !(y = ordered(cmp, &K)) || !same_value(x, y))
				continue;
			holds = y == cmp->src1 ?
				nullstate_compare(cmp->opcode, v, K, cmp->itype ? cmp->itype->bit_size : 0) :
				nullstate_compare(cmp->opcode, K, v, cmp->itype ? cmp->itype->bit_size : 0);
			if (holds >= 0 && holds != (k->kind == KNOWN_NONZERO || k->value != 0))
				return true;
		}
	}
	return false;
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
