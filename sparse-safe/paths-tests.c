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

// offset_of() @p, and through a phi (with @phis) the source the path gave
// it: 'pos = list_first_entry(head)', then '&pos->member' is the list's
// first entry again
static pseudo_t offset_base(struct walk *safe w, pseudo_t p, long long *safe off, bool phis)
{
	long long more;
	int i;

	p = offset_of(p, off);
	for (i = 0; phis && i < BASE_STEPS && p && p->type == PSEUDO_REG && p->def &&
		    p->def->opcode == OP_PHI; i++) {
		struct known *k = find_known(w, p, false);

		if (!k || !k->value || (k->kind != KNOWN_OTHER && k->kind != KNOWN_FROM))
			break;
		p = offset_of((pseudo_t)(unsigned long)k->value, &more);
		*off += more;
	}
	return p;
}

// is @p what a list's walk compares its entries with: the address of a
// variable, or a parameter (the head)?
static bool is_head(pseudo_t p)
{
	return p && (p->type == PSEUDO_SYM || p->type == PSEUDO_ARG);
}

// Is @x, less @ox, the memory that @a, less @oa, loads again, unchanged?
static bool loaded_unchanged(struct walk *safe w, pseudo_t x, long long ox,
	pseudo_t a, long long oa)
{
	bool met;

	return x && a && ox == oa && x->type == PSEUDO_REG && a->type == PSEUDO_REG &&
	       x->def && a->def && (x == a || (same_memory(x->def, a->def) &&
					       !changed_before(w, a->def, x->def, &met, NULL) && met));
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
