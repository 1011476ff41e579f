/*
 * A branch's test, made again in another form: see paths-known.h.  What
 * eval() cannot tell of a branch's condition, the path may have said of
 * the same test made before: of the value a phi was given, or of the same
 * memory compared with the same address.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"

#include "nullstate.h"
#include "paths.h"
#include "paths-known.h"

// the last index, before @end, of @bb on the path, or -1
static int last_on_path(struct walk *safe w, struct basic_block *bb, int end)
{
	while (--end >= 0 && w->trail[end] != bb)
		;
	return end;
}

// What the path knows of the value @c that a test computes from a phi, where
// it computed the same from the source it gave the phi, and tested that:
// 'next = is_nulls(pos) ? NULL : pos->next;' took its NULL arm, then
// 'pos = next;' and the loop's 'if (is_nulls(pos))' is that test again.
// (The value made from the source counts where the path made it after
// it last defined the source, and before it last entered the phi's
// block: the value the phi took.)
static enum eval over_source(struct walk *safe w, pseudo_t safe c, long long *safe v)
{
	struct instruction *phi = phi_computed_from(c), *ps;
	pseudo_t s = NULL, ph, again;
	int at, made;

	if (!phi || (at = last_on_path(w, phi->bb, w->trail_len)) < 1)
		return VAL_UNKNOWN;
	FOR_EACH_PTR(phi->phi_list, ph) {
		ps = ph && ph != VOID ? ph->def : NULL;
		if (ps && ps->bb == w->trail[at - 1])
			s = ps->phi_src;
	} END_FOR_EACH_PTR(ph);
	if (!s || (s->type != PSEUDO_REG && s->type != PSEUDO_ARG) || !phi->target ||
	    !(again = computed_again(c, phi->target, s)) || !again->def || !again->def->bb)
		return VAL_UNKNOWN;
	made = last_on_path(w, again->def->bb, w->trail_len);
	if (made >= at || (s->type == PSEUDO_REG &&
			   (!s->def || !s->def->bb || made < last_on_path(w, s->def->bb, at))))
		return VAL_UNKNOWN;
	return known_value(w, again, v);
}

#define BASE_STEPS	8			// casts and constants, at most,
						// ... offset_base() goes through

// @p less its casts and the constants added to it: what it is computed
// from, the sum of those constants in *@off.  Through a phi (with
// @phis), the source the path gave it: 'pos = list_first_entry(head)',
// then '&pos->member' is the list's first entry again.
static pseudo_t offset_base(struct walk *safe w, pseudo_t p, long long *safe off, bool phis)
{
	int i;

	*off = 0;
	for (i = 0; i < BASE_STEPS && p && p->type == PSEUDO_REG && p->def; i++) {
		struct instruction *def = p->def;
		struct known *k;

		switch (def->opcode) {
		case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU: case OP_COPY:
			p = def->src;
			continue;
		case OP_ADD: case OP_SUB:
			if (!def->src2 || def->src2->type != PSEUDO_VAL)
				return p;
			*off += def->opcode == OP_ADD ? def->src2->value : -def->src2->value;
			p = def->src1;
			continue;
		case OP_PHI:
			k = phis ? find_known(w, p, false) : NULL;
			if (!k || !k->value || (k->kind != KNOWN_OTHER && k->kind != KNOWN_FROM))
				return p;
			p = (pseudo_t)(unsigned long)k->value;
			continue;
		}
		return p;
	}
	return p;
}

#define CHANGE_LOOKBACK	64			// instructions unchanged_since()
						// ... looks back through, at most

// Has nothing on the path changed what @first loads since, up to @load
// (no call, asm, or store that may write it)?
static bool unchanged_since(struct walk *safe w, struct instruction *safe first,
	struct instruction *safe load)
{
	int i, looked = 0;
	bool before = false;

	for (i = w->trail_len - 1; i >= 0; i--) {
		struct basic_block *b = w->trail[i];
		struct instruction *insn;

		if (!b || (!before && b != load->bb))
			continue;
		FOR_EACH_PTR_REVERSE(b->insns, insn) {
			if (!before) {
				before = insn == load;
				continue;
			}
			if (insn == first)
				return true;
			if (!insn->bb)
				continue;
			if (++looked > CHANGE_LOOKBACK || insn->opcode == OP_CALL ||
			    insn->opcode == OP_ASM || (insn->opcode == OP_STORE && may_change(insn, load)))
				return false;
		} END_FOR_EACH_PTR_REVERSE(insn);
		if (!before)
			return false;
	}
	return false;
}

// is @p what a list's walk compares its entries with: the address of a
// variable, or a parameter (the head)?
static bool is_head(pseudo_t p)
{
	return p && (p->type == PSEUDO_SYM || p->type == PSEUDO_ARG);
}

// do the loads @x and @a read the same memory, their addresses cast or not?
static bool same_memory(struct instruction *safe x, struct instruction *safe a)
{
	return x->opcode == OP_LOAD && a->opcode == OP_LOAD && x->offset == a->offset &&
	       x->size == a->size && x->src && uncast(x->src) == uncast(a->src);
}

// Is @x, less @ox, the memory that @a, less @oa, loads again, unchanged?
static bool loaded_unchanged(struct walk *safe w, pseudo_t x, long long ox,
	pseudo_t a, long long oa)
{
	return x && a && ox == oa && x->type == PSEUDO_REG && a->type == PSEUDO_REG &&
	       x->def && a->def && (x == a || ((same_value(x, a) || same_memory(x->def, a->def)) &&
					       unchanged_since(w, x->def, a->def)));
}

// What the path has told of the comparison @cmp made before: the same
// memory, loaded again with nothing on the way that may change it,
// compared with the same head, the constants on each side cancelled
// ('if (list_empty(&l)) return;' before 'list_for_each_entry(pos, &l, m)':
// its first test, '&pos->m != &l' of the first entry, is that test
// again, and the loop runs).
static enum eval compared_before(struct walk *safe w, struct instruction *safe cmp,
	long long *safe v)
{
	pseudo_t a, b, x, y;
	long long oa, ox, oy;
	int i;

	if ((cmp->opcode != OP_SET_EQ && cmp->opcode != OP_SET_NE) || !cmp->src1 || !cmp->src2)
		return VAL_UNKNOWN;
	// (what is compared with the head is memory: its 'next')
	if (is_head(cmp->src2) && !is_head(cmp->src1))
		b = cmp->src2, a = offset_base(w, cmp->src1, &oa, true);
	else if (is_head(cmp->src1) && !is_head(cmp->src2))
		b = cmp->src1, a = offset_base(w, cmp->src2, &oa, true);
	else
		return VAL_UNKNOWN;
	if (!a || a->type != PSEUDO_REG || !a->def || a->def->opcode != OP_LOAD)
		return VAL_UNKNOWN;
	for (i = 0; i < w->nr_known; i++) {
		struct known *k = &w->known[i];
		struct instruction *other = k->key->type == PSEUDO_REG ? k->key->def : NULL;
		bool truth;

		if (k->pending || (k->kind != KNOWN_EQ && k->kind != KNOWN_NONZERO) || !other ||
		    other == cmp || (other->opcode != OP_SET_EQ && other->opcode != OP_SET_NE) ||
		    !other->src1 || !other->src2)
			continue;
		x = offset_base(w, other->src1, &ox, false);
		y = offset_base(w, other->src2, &oy, false);
		if (!(y == b && loaded_unchanged(w, x, ox - oy, a, oa)) &&
		    !(x == b && loaded_unchanged(w, y, oy - ox, a, oa)))
			continue;
		truth = k->kind == KNOWN_NONZERO || k->value;
		*v = (other->opcode == cmp->opcode) == truth;
		return VAL_CONSTANT;
	}
	return VAL_UNKNOWN;
}

enum eval eval_test(struct walk *safe w, pseudo_t c, long long *safe v)
{
	enum eval e = eval(w, c, v, 0);

	if (e != VAL_UNKNOWN || !c)
		return e;
	e = over_source(w, c, v);
	if (e == VAL_UNKNOWN && c->type == PSEUDO_REG && c->def)
		e = compared_before(w, c->def, v);
	return e;
}
