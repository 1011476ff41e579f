/*
 * Values and facts: the pinfo of each tracked pseudo (its value where it
 * is defined, its evidence), the value of a pseudo in a state, the join of
 * two states, and the roots a pointer is computed from.  See
 * nullvalue.h.
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
#include "nullvalue.h"

struct pinfo *safe track(struct nullstate *safe ns, pseudo_t safe p)
{
	struct pinfo *safe *pinfos = ns->pinfos;
	struct pinfo *pi = pinfo(p);

	if (pi)
		return pi;
	pi = arena_alloc(&arena, sizeof(*pi));
	memset(pi, 0, sizeof(*pi));
	pi->pseudo = p;
	pi->def = NV_UNKNOWN;
	p->priv = pi;
	if (!pinfos || ns->nr_pinfos == ns->alloc_pinfos) {
		ns->alloc_pinfos = ns->alloc_pinfos * 2 + 256;
		pinfos = ns->pinfos = xrealloc(pinfos, ns->alloc_pinfos * sizeof(*pinfos));
	}
	pinfos[ns->nr_pinfos++] = pi;
	pi->nr = ns->nr_pinfos;
	pinfo_table = pinfos;
	return pi;
}

void left_out(const struct fact *safe f)
{
	// a fact about a pseudo is about a tracked one
	((struct pinfo *safe)((pseudo_t)f->key)->priv)->left_out = true;
}

enum nullvalue absent_value(const struct fact *safe f, struct instruction **safe why)
{
	struct pinfo *safe pi;

	*why = NULL;
	if (f->is_path)
		return NV_UNKNOWN;
	// a fact about a pseudo is about a tracked one
	pi = (struct pinfo *safe)((pseudo_t)f->key)->priv;
	*why = pi->why;
	return pi->def;
}

static void join_value(struct fact *safe dst, enum nullvalue v, struct instruction *why)
{
	enum nullvalue r = nv_join(dst->value, v);

	// the evidence is from the side that may be NULL
	if (!nv_may_be_null(dst->value) && nv_may_be_null(v))
		dst->why = why;
	dst->value = r;
}

// Is the fact @f, about a path that @other has no fact about, true on
// @other's side too, for want of anything to be true of: the pointer the
// path is reached through is NULL there ('if (o && !o->pane) return;'
// joins o NULL with o->pane non-NULL)?  The path cannot be read there
// without a NULL dereference, and a store that makes the pointer another
// value forgets what was known through it.
static bool vacuous(const struct factmap *safe other, const struct fact *safe f)
{
	const struct nullpath *safe path = f->key;
	struct instruction *why;
	struct fact *g;

	if (!f->is_path || f->value == NV_UNKNOWN)
		return false;
	if (path->parent) {
		g = map_find((struct factmap *)other, path->parent);
		return g && g->value == NV_NULL;
	}
	return path->depth == 1 && path->base->type != PSEUDO_SYM &&
	       value_in((struct factmap *)other, path->base, &why) == NV_NULL;
}

// What a path holds where two sides meet that say it holds different
// pseudos (@a, of @ma, and @b, of @mb): where one side's path is NULL and
// holds no pseudo, and the other's pseudo is NULL on that side too, both
// sides hold that pseudo (a select of NULL, 'x = c ? NULL : p', stored
// NULL on one side: 'if (c) m->x = NULL;').
static unsigned int same_held(const struct factmap *safe ma, const struct factmap *safe mb,
	const struct fact *safe a, const struct fact *safe b)
{
	struct instruction *why;

	if (!a->held && a->value == NV_NULL && b->held &&
	    value_in((struct factmap *)ma, held_pseudo(b->held), &why) == NV_NULL)
		return b->held;
	if (!b->held && b->value == NV_NULL && a->held &&
	    value_in((struct factmap *)mb, held_pseudo(a->held), &why) == NV_NULL)
		return a->held;
	return 0;
}

// Is @f about a phi's value, which a join keeps even where it is what the
// phi's definition gives: that definition changes as the edges into the
// phi's block are walked again, and an absent fact would then read as the
// new value in the states made with the old one.
static inline bool kept_explicit(const struct fact *safe f)
{
	pseudo_t p = f->is_path ? NULL : f->key;

	return p && p->type == PSEUDO_REG && p->def && p->def->opcode == OP_PHI;
}

void join_map(struct factmap *safe dst, const struct factmap *safe src,
	struct factmap *safe tmp)
{
	const struct fact *safe a = map_facts(dst), *safe b = map_facts(src);
	struct fact *safe out = map_grow(tmp, dst->nr + src->nr);
	struct factmap joined;
	int i = 0, j = 0, na = dst->nr, nb = src->nr, n = 0;

	while (i < na || j < nb) {
		struct fact f, *safe r = &out[n];
		struct instruction *why;
		enum nullvalue v;

		if (j >= nb || (i < na &&
		    (unsigned long)a[i].key < (unsigned long)b[j].key)) {
			f = a[i++];
			if (vacuous(src, &f)) {
				n++;
				*r = f;
				continue;
			}
			v = absent_value(&f, &why);
		} else if (i >= na ||
		    (unsigned long)b[j].key < (unsigned long)a[i].key) {
			f = b[j++];
			if (vacuous(dst, &f)) {
				n++;
				*r = f;
				continue;
			}
			v = absent_value(&f, &why);
		} else {
			f = a[i++];
			v = b[j].value;
			why = b[j].why;
			if (f.held != b[j].held)
				f.held = same_held(dst, src, &f, &b[j]);
			j++;
			goto join;
		}
		f.held = 0;		// the other side holds anything
join:
		*r = f;
		join_value(r, v, why);
		if (r->value != absent_value(r, &why) || r->held)
			n++;
		else if (kept_explicit(r)) {
			// (as its definition gives it: with its evidence)
			r->why = why;
			n++;
		}
		else if (!r->is_path)
			left_out(r);
	}
	tmp->nr = n;
	joined = *tmp;
	*tmp = *dst;
	*dst = joined;
}

enum nullvalue nullstate_def_value(pseudo_t safe p, struct instruction **safe why)
{
	struct pinfo *pi = pinfo(p);

	*why = pi ? pi->why : NULL;
	return pi ? pi->def : NV_UNKNOWN;
}

enum nullvalue nullstate_value(struct nullstate *safe ns, pseudo_t safe p, struct instruction **why)
{
	struct instruction *dummy, *root_why;
	struct pinfo *pi;
	pseudo_t roots[8];
	enum nullvalue v;
	int i, n;

	if (!why)
		why = &dummy;
	v = value_in(&ns->cur, p, why);
	if (v == NV_NONNULL || v == NV_BOTTOM)
		return v;
	// 'q = &p->m' or a cast of p, made before a test of p: what the test
	// says of p, it says of q
	pi = pinfo(p);
	if (!pi || !pi->kept)
		return v;
	n = nullstate_roots(p, roots, 8);
	for (i = 1; i < n; i++) {
		if (roots[i] && value_in(&ns->cur, roots[i], &root_why) == NV_NONNULL) {
			*why = NULL;
			return NV_NONNULL;
		}
	}
	return v;
}

enum nullvalue nullstate_address(struct nullstate *safe ns, pseudo_t safe addr,
	struct instruction **why)
{
	if (addr->type == PSEUDO_VAL &&
	    (unsigned long long)addr->value < NULL_PAGE_SIZE) {
		if (why)
			*why = NULL;
		return NV_NULL;
	}
	return nullstate_value(ns, addr, why);
}

enum nullvalue operand_value(struct nullstate *safe ns, struct factmap *safe m,
	pseudo_t p, struct instruction *insn, struct instruction **safe why)
{
	enum nullvalue v = value_in(m, p, why);

	if (v == NV_NULL && p && p->type == PSEUDO_VAL)
		*why = insn;
	return v;
}

// is @p among what sparse's liveness says @bb needs?
static bool live_in(struct bbinfo *safe bi, pseudo_t p)
{
	pseudo_t q;

	FOR_EACH_PTR(bi->bb->needs, q) {
		if (q == p)
			return true;
	} END_FOR_EACH_PTR(q);
	// (and the phis that sparse's liveness leaves out: live_through_phis())
	FOR_EACH_PTR(bi->rare ? bi->rare->live_phis : NULL, q) {
		if (q == p)
			return true;
	} END_FOR_EACH_PTR(q);
	return false;
}

void set_def(struct nullstate *safe ns, pseudo_t p, enum nullvalue v,
	struct instruction *why, struct nullpath *path)
{
	struct pinfo *pi;
	struct pseudo_user *pu;
	unsigned int i;

	if (!p || p == VOID)
		return;
	pi = track(ns, p);
	pi->path = path;
	if (ns->splitting) {
		map_set(&ns->cur, p, 0, v, why);
		return;
	}
	if (pi->def == v) {
		if (!nv_may_be_null(v) || pi->why)
			return;
		pi->why = why;
		return;
	}
	pi->def = v;
	pi->why = why;
	if (!ns->solving)
		return;
	// the block's edges and its successors' phis read it too
	ns->defs_changed = true;
	FOR_EACH_PTR(p->users, pu) {
		struct instruction *user = pu->insn;
		struct basic_block *bb = user ? user->bb : NULL, *child;

		if (!user || !bb)
			continue;
		if (bb->priv != ns->current)
			mark_dirty(ns, bb->priv);
		// a phi source is read by the phi, in a successor
		if (user->opcode != OP_PHISOURCE)
			continue;
		FOR_EACH_PTR(bb->children, child) {
			mark_dirty(ns, child->priv);
		} END_FOR_EACH_PTR(child);
	} END_FOR_EACH_PTR(pu);
	// a fact left out of a state as what the definition gave (an
	// absent pseudo has its definition's value) would now say what it
	// gives: the blocks after it where @p is live are entered again
	if (!pi->left_out)
		return;
	pi->left_out = false;
	for (i = ns->current ? ns->current->idx + 1 : 0; i < ns->nr_blocks; i++) {
		struct bbinfo *bi = &ns->blocks[i];

		if (bi->reached && !bi->dirty && (!ns->live_known || live_in(bi, p)))
			mark_dirty(ns, bi);
	}
}

void rehome(struct factmap *safe m, pseudo_t safe from, pseudo_t safe to)
{
	struct pinfo *src = pinfo(from), *dst = pinfo(to);
	struct fact *facts = m->facts;
	int i;

	// only a value loaded or stored is held by a path
	if (!src || !dst || (!src->path && !src->stored))
		return;
	for (i = 0; facts && i < m->nr; i++) {
		if (!facts[i].is_path || facts[i].held != src->nr)
			continue;
		facts[i].held = dst->nr;
		// a test of @to is a test of what the path holds (set_value())
		dst->rehomed = true;
	}
}

void set_value(struct factmap *safe m, pseudo_t p, enum nullvalue v,
	struct instruction *why)
{
	struct pinfo *pi = pinfo(p);
	struct fact *f;
	unsigned int held;

	if (!p || !pi)
		return;
	map_set(m, p, 0, v, why);
	if (pi->path && pi->path->useful) {
		struct fact *facts = m->facts;
		int i = map_index(m, pi->path);

		f = facts && i < m->nr && facts[i].key == pi->path ? &facts[i] : NULL;
		held = f ? f->held : 0;
		if (!f) {
			map_insert(m, i, pi->path, 1, v, why);
		} else if (!held || held == pi->nr || held == pi->same) {
			f->value = v;
			f->why = why;
			if (held && held != pi->nr)
				map_set(m, held_pseudo(held), 0, v, why);
		}
	}
	if (pi->stored && pi->stored != pi->path) {
		f = map_find(m, pi->stored);
		if (f && f->held == pi->nr) {
			f->value = v;
			f->why = why;
		}
	}
	// a phi or a select held where its sources meet, or a value stored
	// to more than one path: by any path (few)
	if (pi->rehomed || pi->stored_more) {
		struct fact *facts = m->facts;
		int i;

		for (i = 0; facts && i < m->nr; i++) {
			if (facts[i].is_path && facts[i].held == pi->nr) {
				facts[i].value = v;
				facts[i].why = why;
			}
		}
	}
}

pseudo_t cast_source(pseudo_t p)
{
	struct instruction *def;

	switch (DEF_OPCODE(def, p)) {
	case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
	case OP_ZEXT: case OP_SEXT: case OP_COPY:
		return def->src;
	}
	return NULL;
}

#define INPUT_PHIS	32			// phis from_inputs() follows, at
						// ... most, for one question

struct inputs {
	pseudo_t phis[INPUT_PHIS];
	int nr;
	unsigned int params;
	bool (*call_ok)(struct instruction *safe call);
};

static bool inputs_only(pseudo_t p, struct inputs *safe in)
{
	struct instruction *def;
	pseudo_t src;
	int i;

	if (!p || p == VOID)
		return false;
	switch (p->type) {
	case PSEUDO_VAL:
		return true;
	case PSEUDO_ARG:
		if (p->nr >= 1 && p->nr <= 32)
			in->params |= 1U << (p->nr - 1);
		return true;
	case PSEUDO_REG:
		break;
	default:
		return false;
	}
	def = p->def;
	if (!def || !def->bb)
		return false;
	switch (def->opcode) {
	case OP_LOAD:
		return inputs_only(def->src, in);
	case OP_PHI:
		for (i = 0; i < in->nr; i++) {
			if (in->phis[i] == p)
				return true;
		}
		if (in->nr >= INPUT_PHIS)
			return false;
		in->phis[in->nr++] = p;
		FOR_EACH_PTR(def->phi_list, src) {
			struct instruction *ps = src && src != VOID ? src->def : NULL;

			if (ps && ps->phi_src && !inputs_only(ps->phi_src, in))
				return false;
		} END_FOR_EACH_PTR(src);
		return true;
	case OP_SEL:
		return inputs_only(def->src1, in) && inputs_only(def->src2, in) &&
		       inputs_only(def->src3, in);
	case OP_NOT: case OP_NEG: case OP_COPY:
		return inputs_only(def->src1, in);
	case OP_CALL:
		if (!in->call_ok || !in->call_ok(def))
			return false;
		FOR_EACH_PTR(def->arguments, src) {
			if (!inputs_only(src, in))
				return false;
		} END_FOR_EACH_PTR(src);
		return true;
	}
	if (def->opcode >= OP_BINARY && def->opcode <= OP_BINCMP_END)
		return inputs_only(def->src1, in) && inputs_only(def->src2, in);
	if (def->opcode >= OP_TRUNC && def->opcode <= OP_PTRCAST)
		return inputs_only(def->src, in);
	return false;
}

bool from_inputs(pseudo_t p, unsigned int *safe params)
{
	return from_inputs_through(p, params, NULL);
}

bool from_inputs_through(pseudo_t p, unsigned int *safe params,
	bool (*call_ok)(struct instruction *safe call))
{
	struct inputs in = { .nr = 0, .params = 0, .call_ok = call_ok };
	bool yes = inputs_only(p, &in);

	*params = yes ? in.params : 0;
	return yes;
}

static bool is_address(pseudo_t p)
{
	struct pinfo *pi = pinfo(p);

	// a tracked pseudo is a register or an argument
	return pi ? !pi->cond : p && p->type == PSEUDO_SYM;
}

// is @p a pointer by its type: an address, a register of a pointer type,
// a parameter followed as a pointer?
static bool of_pointer_type(pseudo_t p)
{
	struct pinfo *pi;

	if (!p)
		return false;
	switch (p->type) {
	case PSEUDO_SYM:
		return true;
	case PSEUDO_REG:
		return p->def && is_pointer(p->def->type);
	case PSEUDO_ARG:
		pi = p->priv;
		return pi && !pi->cond;
	default:
		return false;
	}
}

// is @insn an AND with a mask that keeps only low bits ('p & 1', a tag
// in a pointer)?  It is 0 for many a pointer that is not NULL; a mask
// that clears low bits ('p & ~3') keeps the pointer.
static bool low_bits_mask(struct instruction *safe insn)
{
	pseudo_t k = insn->src2 && insn->src2->type == PSEUDO_VAL ? insn->src2 :
		     insn->src1 && insn->src1->type == PSEUDO_VAL ? insn->src1 : NULL;
	unsigned int size = insn->size ? insn->size : 64;

	return insn->opcode == OP_AND && k && size <= 64 &&
	       !((unsigned long long)k->value & (1ULL << (size - 1)));
}

pseudo_t pointer_operand(struct instruction *safe insn)
{
	if (insn->opcode == OP_SUB && is_address(insn->src2))
		return NULL;
	if (low_bits_mask(insn))
		return NULL;
	// an index added to a pointer or an array's address ('stack[i]'):
	// the pointer, whatever is known of the index (an integer that a
	// phi or a widening made from a value the solver follows)
	if (of_pointer_type(insn->src2) && !of_pointer_type(insn->src1) &&
	    is_address(insn->src2))
		return insn->src2;
	if (is_address(insn->src1))
		return insn->src1;
	if (is_address(insn->src2))
		return insn->src2;
	return NULL;
}

int nullstate_roots(pseudo_t addr, pseudo_t *safe roots, int max)
{
	int n = 0;

	while (addr && n < max) {
		pseudo_t src = cast_source(addr);
		struct instruction *def;

		roots[n++] = addr;
		if (src) {
			addr = src;
			continue;
		}
		switch (DEF_OPCODE(def, addr)) {
		case OP_ADD: case OP_SUB: case OP_AND:
			addr = pointer_operand(def);
			continue;
		}
		break;
	}
	return n;
}

bool is_pointer_value(pseudo_t safe p)
{
	struct pinfo *pi = pinfo(p);

	if (pi)
		return !pi->cond;
	return p->type == PSEUDO_REG && p->def && is_pointer(p->def->type);
}

void track_arguments(struct nullstate *safe ns)
{
	struct symbol *fn = function_type(ns->ep->name);
	struct pinfo *pi;
	pseudo_t arg;
	int nr = 0;

	if (!ns->ep->entry)
		return;
	FOR_EACH_PTR(ns->ep->entry->arg_list, arg) {
		struct symbol *type = fn ? ptr_list_nth(fn->arguments, nr) : NULL;

		nr++;
		if (!type || !is_pointer(type))
			continue;
		pi = track(ns, arg);
		if (is_safe_param(ns->ep->name, nr) || is_nonnull_param(ns->ep->name, nr)) {
			pi->def = NV_NONNULL;
		} else if (is_nullable_pointer(type)) {
			pi->def = NV_MAYBE;	// the declaration says so
			pi->why = ns->ep->entry;
		} else {
			pi->def = NV_UNKNOWN;
		}
	} END_FOR_EACH_PTR(arg);
}

struct basic_block *nullstate_loop_phi(struct nullstate *safe ns, pseudo_t p)
{
	struct pinfo *pi = pinfo(p);

	return pi && pi->loop ? pi->loop->bb : NULL;
}

enum pointer_use pointer_use(struct pseudo_user *safe pu)
{
	struct instruction *insn = pu->insn;

	if (!insn || !insn->bb)
		return USE_DEAD;
	switch (insn->opcode) {
	case OP_LOAD:
		return pu->userp == &insn->src ? USE_LOAD : USE_OTHER;
	case OP_STORE:
		return pu->userp == &insn->src ? USE_STORE : USE_STORED;
	case OP_CALL:
		return pu->userp != &insn->func ? USE_ARG : USE_OTHER;
	case OP_CBR:
		return pu->userp == &insn->cond ? USE_TEST : USE_OTHER;
	case OP_BINCMP ... OP_BINCMP_END:
		return USE_TEST;
	}
	return USE_OTHER;
}
