/*
 * The cond_safe pairs a function changes (assign): a pointer member
 * cond_safe on an integer member of the same structure must keep its
 * condition where the object can be seen by others.  See checks.h.
 */
#include <stdio.h>

#include "lib.h"
#include "linearize.h"
#include "options.h"

#include "annotations.h"
#include "checks.h"
#include "condsafe.h"
#include "names.h"
#include "paths-known.h"
#include "report.h"

#define PAIR_BLOCKS	4			// blocks walked back from where
						// ... the object is seen
#define PAIR_INSNS	64			// ... and instructions
#define PAIR_MAX	8			// pairs looked at, each time

// -fsuggest-safe's trial (broken_pairs()): the members whose pair is not
// kept, found rather than reported
static struct {
	bool on;
	struct symbol **broken;
	int nr, max;
} trial;

// The offset of the structure whose member @insn (a load or store)
// reaches, from its address
static long long struct_offset(struct instruction *safe insn)
{
	return insn->offset - (long long)(insn->type ? insn->type->offset : 0);
}

// Is @base the address of a global variable (or a function's static)?
static bool is_global(pseudo_t base)
{
	return base && base->type == PSEUDO_SYM && base->sym &&
	       (base->sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_STATIC));
}

// What the walk back from where the object is seen found of one pair:
// the last access of the pointer member (a store of a value, or a load),
// and the last store to the integer
struct pair {
	pseudo_t base;				// the object's address
	long long at;				// ... the structure's offset from it
	const struct cond_safe *safe c;
	struct instruction *pointer, *count;
};

// The pairs that a store @store changes, added to @pairs (@nr of them,
// at most PAIR_MAX)
static void add_pairs(struct instruction *safe store, struct pair *safe pairs, int *safe nr)
{
	const struct cond_safe *found[PAIR_MAX];
	const struct cond_safe *own = cond_safe_member(store->type, store->lvalue);
	int i, j, n = 0;

	if (own)
		found[n++] = own;
	n += cond_safe_dependents(store->type, store->lvalue, found + n, PAIR_MAX - n);
	for (i = 0; i < n; i++) {
		const struct cond_safe *c = found[i];
		bool known = false;

		for (j = 0; c && j < *nr; j++)
			known |= pairs[j].c == c && pairs[j].at == struct_offset(store) &&
				 pairs[j].base && same_address(pairs[j].base, store->src);
		if (!c || known || *nr >= PAIR_MAX)
			continue;
		pairs[*nr] = (struct pair) { .base = store->src, .at = struct_offset(store), .c = c };
		(*nr)++;
	}
}

// Is @insn an access of @p's pointer member, or a store to its integer?
// Kept as the last one, walking back.
static void note_access(struct pair *safe p, struct instruction *safe insn)
{
	struct symbol *type = insn->type;

	if ((insn->opcode != OP_LOAD && insn->opcode != OP_STORE) || !type || !p->base ||
	    !same_address(insn->src, p->base) || struct_offset(insn) != p->at)
		return;
	if (type->ident == p->c->decl->ident && type->offset == p->c->decl->offset) {
		if (!p->pointer)
			p->pointer = insn;
	} else if (type->ident == p->c->name && insn->opcode == OP_STORE && !p->count) {
		p->count = insn;
	}
}

// Is @p one of the @nr addresses @list?
static bool among(pseudo_t p, pseudo_t *safe list, int nr)
{
	int i;

	for (i = 0; p && i < nr; i++) {
		if (list[i] && same_address(list[i], p))
			return true;
	}
	return false;
}

// Walk back from @from (exclusive; NULL: from the end of @bb), up blocks
// of one way in (or into @via, from @bb): the pairs that stores change
// on the way, but before a call given the object (any call, for a
// global's) or a store of its address (which saw it as it was then), and
// the last accesses of each
static void walk_back(struct basic_block *bb, struct instruction *from,
	struct basic_block *via, struct pair *safe pairs, int *safe nr)
{
	pseudo_t published[PAIR_MAX];
	struct instruction *insn;
	int blocks, insns = 0, i, nr_published = 0;
	bool before = from == NULL, called = false;

	for (blocks = 0; bb && blocks < PAIR_BLOCKS; blocks++) {
		FOR_EACH_PTR_REVERSE(bb->insns, insn) {
			if (!before) {
				before = insn == from;
				continue;
			}
			if (!insn->bb)
				continue;
			if (++insns > PAIR_INSNS)
				return;
			// (an object whose address is given to a call, or
			// stored, was checked there)
			if (insn->opcode == OP_CALL) {
				pseudo_t arg;

				called = true;
				FOR_EACH_PTR(insn->arguments, arg) {
					if (nr_published < PAIR_MAX)
						published[nr_published++] = arg;
				} END_FOR_EACH_PTR(arg);
			}
			if (insn->opcode == OP_STORE && insn->target && is_pointer(insn->type) &&
			    nr_published < PAIR_MAX)
				published[nr_published++] = insn->target;
			if (insn->opcode == OP_STORE && insn->type && stores_cond_pair(insn) &&
			    !among(insn->src, published, nr_published) &&
			    !(called && is_global(insn->src)))
				add_pairs(insn, pairs, nr);
			for (i = 0; i < *nr; i++)
				note_access(&pairs[i], insn);
		} END_FOR_EACH_PTR_REVERSE(insn);
		if (via) {
			bb = via;
			via = NULL;
			continue;
		}
		if (bb_list_size(bb->parents) != 1)
			return;
		bb = first_basic_block(bb->parents);
	}
}

bool stores_cond_pair(struct instruction *safe store)
{
	const struct cond_safe *deps[1];

	return cond_safe_in_file() && store->type &&
	       (cond_safe_member(store->type, store->lvalue) ||
		cond_safe_dependents(store->type, store->lvalue, deps, 1));
}

// Does @p keep its condition where the object is seen: at @seen, or at
// the end of @end where the object is seen on its way out?
static bool kept(struct nullstate *safe ns, struct pair *safe p, struct instruction *seen,
	struct basic_block *end)
{
	struct instruction *why;
	pseudo_t count = p->count ? p->count->target : NULL, value;

	if (count && count->type == PSEUDO_VAL && p->count &&
	    cond_excluded(p->c, COND_EQ, count->value, is_unsigned_integer(p->count->type)))
		return true;
	value = p->pointer ? p->pointer->target : NULL;
	if (!value)
		return false;
	if (end)
		return nullstate_nonnull_at_end(ns, value, end);
	return seen && nullstate_value(ns, value, &why) == NV_NONNULL;
}

// Can the caller see the object at @base after a return: a parameter's,
// memory reached through one or a global, or the value returned?
static bool seen_by_caller(pseudo_t base, struct instruction *safe ret)
{
	struct instruction *def = base && base->type == PSEUDO_REG ? base->def : NULL;

	if (!base)
		return false;
	if (base->type == PSEUDO_ARG || (ret->src && same_address(ret->src, base)))
		return true;
	if (base->type == PSEUDO_SYM)
		return is_global(base);
	return def && def->opcode == OP_LOAD;
}

static void report_pair(struct pair *safe p, struct position pos, const char *safe seen)
{
	char name[160];
	const char *base = pseudo_name(p->base, "the object");
	bool variable = p->base && p->base->type == PSEUDO_SYM;

	if (trial.on) {
		int i;

		struct symbol **broken = trial.broken;

		for (i = 0; broken && i < trial.nr && broken[i] != p->c->decl; i++)
			;
		if (broken && i == trial.nr && trial.nr < trial.max)
			broken[trial.nr++] = p->c->decl;
		return;
	}
	// (a variable's address, '&v': its member, 'v.m')
	if (variable && base && *base == '&')
		base++;
	snprintf(name, sizeof(name), "%s%s%s", base, variable ? "." : "->",
		 show_ident(p->c->decl->ident));
	if (!report(pos, "'%s', not proven non-NULL where %s, when %s", name,
		    cond_safe_text(p->c), seen))
		return;
	if (p->count)
		info(p->count->pos, "    '%s' is set here", show_ident(p->c->name));
	if (p->pointer && p->pointer->opcode == OP_STORE)
		info(p->pointer->pos, "    '%s' is set here", show_ident(p->c->decl->ident));
}

void check_pairs(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct basic_block *bb = insn->bb, *parent;
	struct pair pairs[PAIR_MAX];
	char seen[200];
	pseudo_t arg;
	int nr = 0, i, n;

	if ((!Wsafe_assign && !trial.on) || !bb || !cond_safe_in_file())
		return;
	switch (insn->opcode) {
	case OP_CALL:
		walk_back(bb, insn, NULL, pairs, &nr);
		for (i = 0; i < nr; i++) {
			// a global object: any call may see it
			if (is_global(pairs[i].base) && !kept(ns, &pairs[i], insn, NULL)) {
				snprintf(seen, sizeof(seen), "'%s' is called",
					 callee_name(insn));
				report_pair(&pairs[i], insn->pos, seen);
				continue;
			}
			n = 0;
			FOR_EACH_PTR(insn->arguments, arg) {
				n++;
				if (!pairs[i].base || !same_address(arg, pairs[i].base) ||
				    kept(ns, &pairs[i], insn, NULL))
					continue;
				snprintf(seen, sizeof(seen), "'%s' is passed to '%s'",
					 argument_name(insn, n, arg), callee_name(insn));
				report_pair(&pairs[i], insn->pos, seen);
				break;
			} END_FOR_EACH_PTR(arg);
		}
		break;
	case OP_STORE:
		if (!insn->target || !is_pointer(insn->type))
			return;
		walk_back(bb, insn, NULL, pairs, &nr);
		for (i = 0; i < nr; i++) {
			if (!pairs[i].base || !same_address(insn->target, pairs[i].base) ||
			    kept(ns, &pairs[i], insn, NULL))
				continue;
			snprintf(seen, sizeof(seen), "'%s' is stored in '%s'",
				 pseudo_name(insn->target, "it"),
				 insn->src && insn->src->type == PSEUDO_SYM && insn->src->sym &&
				 insn->src->sym->ident ? show_ident(insn->src->sym->ident) :
				 stored_name(insn));
			report_pair(&pairs[i], insn->pos, seen);
		}
		break;
	case OP_RET:
		// each way to the return, where the function's returns meet
		// in one block: what each way leaves, at its end
		if (bb_list_size(bb->parents) > 1) {
			FOR_EACH_PTR(bb->parents, parent) {
				nr = 0;
				if (!nullstate_reached(ns, parent))
					continue;
				walk_back(bb, insn, parent, pairs, &nr);
				for (i = 0; i < nr; i++) {
					if (seen_by_caller(pairs[i].base, insn) &&
					    !kept(ns, &pairs[i], NULL, parent))
						report_pair(&pairs[i], insn->pos, "the function returns");
				}
			} END_FOR_EACH_PTR(parent);
			break;
		}
		walk_back(bb, insn, NULL, pairs, &nr);
		for (i = 0; i < nr; i++) {
			if (seen_by_caller(pairs[i].base, insn) && !kept(ns, &pairs[i], insn, NULL))
				report_pair(&pairs[i], insn->pos, "the function returns");
		}
		break;
	}
}

static void try_pairs(struct nullstate *safe ns, struct instruction *safe insn, void *data)
{
	if (insn->opcode == OP_STORE || insn->opcode == OP_CALL || insn->opcode == OP_RET)
		check_pairs(ns, insn);
}

int broken_pairs(struct nullstate *safe ns, struct entrypoint *safe ep, struct symbol **out,
	int max)
{
	struct basic_block *bb;

	trial.on = true;
	trial.broken = out;
	trial.nr = 0;
	trial.max = out ? max : 0;
	FOR_EACH_PTR(ep->bbs, bb) {
		if (bb && nullstate_reached(ns, bb))
			nullstate_replay(ns, bb, try_pairs, NULL);
	} END_FOR_EACH_PTR(bb);
	trial.on = false;
	return trial.nr;
}
