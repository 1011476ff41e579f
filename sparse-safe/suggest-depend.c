/*
 * -fsuggest-safe: the fields whose nullness a length decides (cond_safe).
 * See suggest.h, and suggest-internal.h for how the rooms share their
 * state.
 *
 * A use of a field that the code does not prove is tried again with the
 * field taken as cond_safe(n), n each integer member of its structure
 * that the function tests through the same pointer: the solver itself
 * says whether the test proves the use (nulldepend.h).  A field is
 * proposed where one member proves every such use in the files read,
 * and the functions that store into the pair keep it (check_pairs(), in
 * a trial).
 */
#include <stdio.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"

#include "annotations.h"
#include "checks.h"
#include "condsafe.h"
#include "nullstate.h"
#include "paths-known.h"
#include "suggest-internal.h"

#define DEP_USES	64			// uses looked at in one function
#define DEP_TRIES	3			// integers tried for one field
#define DEP_BROKEN	16			// pairs one function breaks, told

// what a use of a field needs of it
struct dep_use {
	struct instruction *safe insn;		// the use
	pseudo_t safe value;			// ... of this value
	struct instruction *safe load;		// which loaded it from the field
	struct symbol *safe member;		// ... as this member
	struct field *safe field;
	struct symbol *parent;			// ... in this structure
	bool seen;				// reached, in the first solve
	bool proven;				// ... and proven there
	struct ident *by;			// proven by cond_safe(by)
};

// a field's uses in one function, and the integers tried for it
struct dep_field {
	struct field *safe field;
	struct ident *tries[DEP_TRIES];
	int nr_tries;
};

struct dep_walk {
	struct dep_use uses[DEP_USES];
	int nr;
	struct dep_field fields[DEP_USES];
	int nr_fields;
	int round;				// -1: the first solve
};

// Can @f be proposed cond_safe: a plain field, not proposed safe (but as
// a contract: one the code uses untested, whatever it stores)?
static bool open_field(struct field *f)
{
	return f && (!f->proposed || f->contract) && !f->cond_declared && !f->addressed && !f->dep_mixed &&
	       !is_safe_pointer(f->member);
}

// The structure that declares @member, @f's, as the file it is in reads it
static struct symbol *parent_of(struct field *safe f, struct symbol *safe member)
{
	int i;

	for (i = 0; f->decls && i < f->nr_decls; i++) {
		if (f->decls[i].member == member)
			return f->decls[i].parent;
	}
	// (a copy of the member that a qualifier made: by its place)
	for (i = f->nr_decls - 1; f->decls && i >= 0; i--) {
		if (f->decls[i].member->ident == member->ident &&
		    same_place(f->decls[i].member->pos, member->pos))
			return f->decls[i].parent;
	}
	return NULL;
}

// The load from a field that @p is (through casts and offsets, an
// index's among them), or NULL
static struct instruction *field_load(pseudo_t p)
{
	pseudo_t roots[8];
	struct instruction *add;
	int i, n, depth;

	for (depth = 0; p && depth < 4 && DEF_OPCODE(add, p) == OP_ADD; depth++)
		p = add->src1 && add->src1->type == PSEUDO_REG && add->src2 &&
		    add->src2->type != PSEUDO_VAL && field_load(add->src1) ? add->src1 : add->src2;
	n = p ? nullstate_roots(p, roots, 8) : 0;

	for (i = 0; i < n; i++) {
		struct instruction *def = roots[i] && roots[i]->type == PSEUDO_REG ?
					  roots[i]->def : NULL;

		if (def && def->opcode == OP_LOAD && def->type && field_of(def->type))
			return def;
	}
	return NULL;
}

// Is the integer @v tested: compared, or branched on (through
// conversions)?
static bool tested(pseudo_t v, int depth)
{
	struct pseudo_user *pu;

	if (!v || depth > 2)
		return false;
	FOR_EACH_PTR(v->users, pu) {
		struct instruction *insn = pu->insn;

		if (!insn || !insn->bb)
			continue;
		switch (insn->opcode) {
		case OP_CBR:
		case OP_BINCMP ... OP_BINCMP_END:
			return true;
		case OP_ZEXT:
		case OP_SEXT:
		case OP_TRUNC:
			if (tested(insn->target, depth + 1))
				return true;
			break;
		}
	} END_FOR_EACH_PTR(pu);
	return false;
}

static struct dep_field *field_entry(struct dep_walk *safe w, struct field *safe f)
{
	int i;

	for (i = 0; i < w->nr_fields; i++) {
		if (w->fields[i].field == f)
			return &w->fields[i];
	}
	if (w->nr_fields >= DEP_USES)
		return NULL;
	w->fields[w->nr_fields] = (struct dep_field) { .field = f };
	return &w->fields[w->nr_fields++];
}

// The integer members of @use's structure that @ep tests through the
// pointer it loaded the field from: tried for its field
static void integers_tested(struct entrypoint *safe ep, struct dep_use *safe use,
	struct dep_field *safe df)
{
	struct instruction *load = use->load, *insn;
	long long at = load->offset - (long long)use->member->offset;
	struct basic_block *bb;
	int i;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			struct ident *name;

			if (!insn->bb || insn->opcode != OP_LOAD ||
			    !same_address(insn->src, load->src) ||
			    !insn->type || !(name = insn->type->ident) || !use->parent ||
			    insn->offset - (long long)insn->type->offset != at ||
			    !is_integer_member(use->parent, name) || !tested(insn->target, 0))
				continue;
			for (i = 0; i < df->nr_tries && df->tries[i] != name; i++)
				;
			if (i == df->nr_tries && df->nr_tries < DEP_TRIES)
				df->tries[df->nr_tries++] = name;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

// @value, at @insn, must not be NULL (the checks' uses): note it, where
// it was loaded from a field that may be proposed
static void note_use(struct dep_walk *safe w, struct instruction *safe insn, pseudo_t value)
{
	struct instruction *load = value ? field_load(value) : NULL;
	struct symbol *member = load ? load->type : NULL;
	struct field *f = member ? field_of(member) : NULL;

	if (!value || !load || !member || !open_field(f) || !f)
		return;
	if (w->nr >= DEP_USES) {
		// (too many to try: not proposed)
		f->dep_mixed = true;
		return;
	}
	w->uses[w->nr++] = (struct dep_use) { .insn = insn, .value = value, .load = load,
		.member = member, .field = f, .parent = parent_of(f, member) };
}

// The uses in @ep of what was loaded from a field: what is dereferenced,
// given to a parameter that must not be NULL or that the callee
// dereferences, stored where it must not be NULL, returned as safe
static void find_uses(struct entrypoint *safe ep, struct dep_walk *safe w)
{
	struct basic_block *bb;
	struct instruction *insn;
	struct symbol *fn, *fntype;
	struct position pos;
	pseudo_t arg;
	int nr;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb)
				continue;
			switch (insn->opcode) {
			case OP_STORE:
				if (insn->target && is_pointer(insn->type) && is_safe_store(insn))
					note_use(w, insn, insn->target);
				/* fall through */
			case OP_LOAD:
				note_use(w, insn, insn->src);
				break;
			case OP_CALL:
				fn = insn->func && insn->func->type == PSEUDO_SYM ?
				     insn->func->sym : NULL;
				fntype = first_ptr_list((struct ptr_list *)insn->fntypes);
				nr = 0;
				FOR_EACH_PTR(insn->arguments, arg) {
					nr++;
					if ((fn && is_safe_param(fn, nr)) || is_nonnull_param(fntype, nr) ||
					    nullstate_derefs_param(insn, nr, &pos))
						note_use(w, insn, arg);
				} END_FOR_EACH_PTR(arg);
				break;
			case OP_RET:
				if (ep->name && is_safe_return(ep->name))
					note_use(w, insn, insn->src);
				break;
			}
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

// (nullstate_replay()'s visit) each use at @insn: proven in the first
// solve, or by the integer this round tries for its field
static void replay_use(struct nullstate *safe ns, struct instruction *safe insn, void *data)
{
	struct dep_walk *safe w = data;
	int i;

	for (i = 0; i < w->nr; i++) {
		struct dep_use *safe u = &w->uses[i];
		struct dep_field *df;
		bool proven;

		if (u->insn != insn)
			continue;
		proven = nullstate_value(ns, u->value, NULL) == NV_NONNULL;
		if (w->round < 0) {
			u->seen = true;
			u->proven = proven;
			continue;
		}
		df = field_entry(w, u->field);
		if (proven && !u->by && df && w->round < df->nr_tries)
			u->by = df->tries[w->round];
	}
}

static void replay(struct nullstate *safe ns, struct entrypoint *safe ep, struct dep_walk *safe w)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		if (bb && nullstate_reached(ns, bb))
			nullstate_replay(ns, bb, replay_use, w);
	} END_FOR_EACH_PTR(bb);
}

// Take, for each field of @w that has one, its integer of round @k as
// its condition; whether any was
static bool assume_round(struct dep_walk *safe w, int k)
{
	bool any = false;
	int i, j;

	for (i = 0; i < w->nr_fields; i++) {
		struct dep_field *safe df = &w->fields[i];

		if (k >= df->nr_tries)
			continue;
		for (j = 0; j < w->nr; j++) {
			struct dep_use *safe u = &w->uses[j];

			if (u->field == df->field && u->parent && !u->proven && df->tries[k] &&
			    cond_safe_assume(u->member, u->parent, df->tries[k]))
				any = true;
		}
	}
	return any;
}

// The uses in the function @i of sg.eps, tried: each field's vote
static void try_function(int i, struct dep_walk *safe w)
{
	struct entrypoint *ep = sg.eps ? sg.eps[i] : NULL;
	struct nullstate *ns;
	int j, k, mark;

	if (!ep)
		return;
	w->nr = w->nr_fields = 0;
	find_uses(ep, w);
	if (!w->nr)
		return;
	w->round = -1;
	ns = solve_again(i);
	if (!ns) {
		for (j = 0; j < w->nr; j++)
			w->uses[j].field->dep_mixed = true;
		return;
	}
	replay(ns, ep, w);
	nullstate_free(ns);
	for (j = 0; j < w->nr; j++) {
		struct dep_use *safe u = &w->uses[j];
		struct dep_field *df;

		if (!u->seen || u->proven)
			continue;
		df = field_entry(w, u->field);
		if (df)
			integers_tested(ep, u, df);
	}
	for (k = 0; k < DEP_TRIES; k++) {
		mark = cond_safe_count();
		if (!assume_round(w, k)) {
			cond_safe_forget(mark);
			break;
		}
		w->round = k;
		ns = solve_again(i);
		if (ns) {
			replay(ns, ep, w);
			nullstate_free(ns);
		}
		cond_safe_forget(mark);
	}
	for (j = 0; j < w->nr; j++) {
		struct dep_use *safe u = &w->uses[j];
		struct field *safe f = u->field;

		if (!u->seen || u->proven)
			continue;
		if (!u->by || (f->dep && f->dep != u->by))
			f->dep_mixed = true;
		else
			f->dep = u->by;
	}
}

// Does @ep store into a pair taken as cond_safe?
static bool stores_pair(struct entrypoint *safe ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_STORE && stores_cond_pair(insn))
				return true;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return false;
}

// The fields voted for, taken as proposed on each declaration: the
// functions that store into a pair must keep it
static void keep_pairs(void)
{
	struct field *safe *fields = sg.fields;
	struct symbol *broken[DEP_BROKEN];
	int i, j, n, mark = cond_safe_count();
	bool any = false;

	for (i = 0; fields && i < sg.nr_fields; i++) {
		struct field *safe f = fields[i];

		if (!f->dep || f->dep_mixed)
			continue;
		for (j = 0; f->decls && j < f->nr_decls; j++)
			any |= cond_safe_assume(f->decls[j].member, f->decls[j].parent, f->dep);
	}
	for (i = 0; any && i < sg.nr_eps; i++) {
		struct entrypoint *safe *eps = sg.eps;
		struct nullstate *ns;

		if (!eps || !stores_pair(eps[i]) || !(ns = solve_again(i)))
			continue;
		n = broken_pairs(ns, eps[i], broken, DEP_BROKEN);
		nullstate_free(ns);
		for (j = 0; j < n; j++) {
			struct field *f = field_of(broken[j]);

			if (f)
				f->dep_mixed = true;
		}
	}
	cond_safe_forget(mark);
}

void depend_fields(void)
{
	static struct dep_walk w;
	struct field *safe *fields = sg.fields;
	int i;

	for (i = 0; sg.eps && i < sg.nr_eps; i++)
		try_function(i, &w);
	keep_pairs();
	for (i = 0; fields && i < sg.nr_fields; i++)
	for (i = 0; fields && i < sg.nr_fields; i++) {
		struct field *safe f = fields[i];

		f->dep_proposed = f->dep && !f->dep_mixed && open_field(f);
		// (what its length decides is no contract: never safe)
		if (f->dep_proposed && f->proposed) {
			f->proposed = f->contract = false;
			f->withdrawn = true;
		}
	}
}
