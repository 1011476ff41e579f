/*
 * What a solved function leaves in memory, for its summary: the pointers
 * it stores through an out-parameter and the fields it stores through
 * each parameter, the global pointers it leaves NULL (or holding an
 * allocation's result it never tests) on every return; and the file's
 * global pointers that its stores may leave NULL
 * (nullstate_prove_globals()).  See nullmemory.h.
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
#include "globals.h"
#include "nulledge.h"
#include "nullouts.h"
#include "nullpath.h"
#include "ptrhash.h"
#include "nullmemory.h"

#define SETUP_BLOCKS	4			// blocks from a set-up's test to
						// ... its return, at most

// Is @store a set-up of a static variable: does its block end in a test
// of what it stored, whose NULL side returns at once, through no call
// ('v = make(); if (!v) return;')?  The variable is then NULL only as it was before: a
// set-up is taken to run while it still is (the variable not set up
// yet), so that no call made after it was proven non-NULL sees the NULL.
static bool setup_store(struct instruction *safe store)
{
	struct bbinfo *bi = store->bb ? store->bb->priv : NULL;
	struct instruction *br = bi ? bi->last : NULL;
	struct basic_block *b;
	struct instruction *insn;
	int n;

	// (a variable of the file's own: one another file can reach may be
	// set up there too)
	if (!store->src || store->src->type != PSEUDO_SYM || !store->src->sym ||
	    !(store->src->sym->ctype.modifiers & MOD_STATIC))
		return false;
	if (!br || br->opcode != OP_CBR || !store->target || nullstate_tested(br) != store->target)
		return false;
	b = br->bb_false;
	for (n = 0; b && n < SETUP_BLOCKS; n++) {
		struct instruction *last = NULL;

		FOR_EACH_PTR(b->insns, insn) {
			if (!insn->bb)
				continue;
			if (insn->opcode == OP_CALL || insn->opcode == OP_ASM)
				return false;
			last = insn;
		} END_FOR_EACH_PTR(insn);
		if (!last)
			return false;
		if (last->opcode == OP_RET)
			return true;
		if (last->opcode != OP_BR)
			return false;
		b = last->bb_true;
	}
	return false;
}

// Is what @store stores non-NULL where its block ends?  What the block
// does after the store only proves more of the value: it dereferences
// it, which a NULL would not survive.  A block never reached stores
// nothing; a set-up leaves the variable NULL only as it was.
static bool stored_nonnull(struct instruction *safe store)
{
	struct bbinfo *bi = store->bb ? store->bb->priv : NULL;
	struct instruction *why;

	if (store->offset || !bi || !bi->reached)
		return true;
	return store->target && (kept_value_in(&bi->out, store->target, &why) == NV_NONNULL ||
				 setup_store(store));
}

// the fields a function stores through one of its parameters
struct field_set {
	int nr;
	struct field f[MAX_FIELDS];
};

static bool add_field(struct field_set *safe set, long long offset, int size, bool fills)
{
	int i;

	for (i = 0; i < set->nr; i++) {
		if (set->f[i].offset == offset && set->f[i].size == size) {
			set->f[i].fills &= fills;
			return true;
		}
	}
	if (set->nr == MAX_FIELDS)
		return false;
	set->f[set->nr].offset = offset;
	set->f[set->nr].fills = fills;
	set->f[set->nr++].size = size;
	return true;
}

// Can @target be reached from the function's entry @entry other than by
// the edge @from -> @to?
static bool reached_around(struct basic_block *safe entry, struct basic_block *safe from,
	struct basic_block *safe to, struct basic_block *safe target)
{
	struct basic_block_list *todo = NULL;
	struct basic_block *b, *child;
	unsigned long gen = ++bb_generation;
	bool found = entry == target;

	entry->generation = gen;
	add_bb(&todo, entry);
	while (!found && (b = delete_ptr_list_last((struct ptr_list **)&todo))) {
		FOR_EACH_PTR(b->children, child) {
			if ((b == from && child == to) || child->generation == gen)
				continue;
			if (child == target) {
				found = true;
				break;
			}
			child->generation = gen;
			add_bb(&todo, child);
		} END_FOR_EACH_PTR(child);
	}
	free_ptr_list(&todo);
	return found;
}

// Is @store, through a parameter, made only where a test found the field
// it stores NULL: is its block entered only through the NULL side of a
// test of a load of that field ('if (!ci->home) ... ci->home = h;')?
// Given a field that is not NULL (and, as the model has it, that no call
// makes NULL), the function then never stores it.
static bool fills_empty(struct nullstate *safe ns, struct instruction *safe store)
{
	struct basic_block *entry = ns->ep->entry ? ns->ep->entry->bb : NULL;
	pseudo_t addr = store->src;
	unsigned int i;

	if (!entry || !addr || !store->bb)
		return false;
	addr = canonical(addr);
	for (i = 0; i < ns->nr_blocks; i++) {
		struct instruction *br = ns->blocks[i].last;
		int truth;

		if (!br || br->opcode != OP_CBR || br->bb_true == br->bb_false)
			continue;
		for (truth = 0; truth < 2; truth++) {
			struct basic_block *side = truth ? br->bb_true : br->bb_false;
			struct refinement r[MAX_REFINE];
			int k, n;

			if (!br->bb || !side)
				continue;
			n = cond_facts(br->cond, truth, r, 0, 0);

			for (k = 0; k < n; k++) {
				struct instruction *load = r[k].p->type == PSEUDO_REG ? r[k].p->def : NULL;

				if (r[k].is_null != NV_IS_NULL || !load || load->opcode != OP_LOAD ||
				    !load->src || canonical(load->src) != addr ||
				    load->offset != store->offset || load->size != store->size)
					continue;
				if (!reached_around(entry, br->bb, side, store->bb))
					return true;
			}
		}
	}
	return false;
}

// Are the stores of the function @call calls through each parameter it
// is given @p as all listed?  Into @set.
static bool callee_fields(struct instruction *safe call, pseudo_t safe p,
	struct field_set *safe set)
{
	struct summary *s = summary_of(call);
	const struct field *list;
	pseudo_t arg;
	int nr = 0, i;

	FOR_EACH_PTR(call->arguments, arg) {
		nr++;
		if (arg != p)
			continue;
		if (!s || nr > FIELD_PARAMS || !(s->fields_known & (1U << (nr - 1))))
			return false;
		list = s->fields[nr - 1];
		for (i = 0; list && i < s->nr_fields[nr - 1]; i++) {
			const struct field *fd = &list[i];

			if (!add_field(set, fd->offset, fd->size, fd->fills))
				return false;
		}
	} END_FOR_EACH_PTR(arg);
	return true;
}

static bool param_uses(struct nullstate *safe ns, pseudo_t safe arg, pseudo_t safe p,
	int depth, struct field_set *set);

// Is each load of @slot, a private slot where @arg is kept (as sparse
// keeps a safe parameter), a copy of it (the one value ever stored
// there) used as param_uses() says?
static bool slot_uses(struct nullstate *safe ns, pseudo_t safe slot, pseudo_t safe arg,
	struct field_set *set)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(slot->users, pu) {
		struct instruction *insn = pu->insn;
		struct pinfo *pi;

		if (!insn || !insn->bb || insn->opcode == OP_STORE)
			continue;
		pi = insn->opcode == OP_LOAD ? pinfo(insn->target) : NULL;
		if (!pi || pi->copy != arg || !param_uses(ns, arg, pi->pseudo, 1, set))
			return false;
	} END_FOR_EACH_PTR(pu);
	return true;
}

// Is @p, the parameter @arg or a copy of it, only loaded from, tested,
// stored through, given on to a function of the file, or kept in a
// private slot whose loads are used so?  Without @set, each store through
// it must store a pointer not NULL, and each function given it be one
// that does so (an out-parameter); with @set, each store's field goes
// into it, and each function given it must have its stores listed.
static bool param_uses(struct nullstate *safe ns, pseudo_t safe arg, pseudo_t safe p,
	int depth, struct field_set *set)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(p->users, pu) {
		struct instruction *insn = pu->insn;

		if (!insn)
			continue;
		switch (pointer_use(pu)) {
		case USE_DEAD:
		case USE_LOAD:
		case USE_TEST:
			continue;
		case USE_STORE:
			// (one in a block the solve never reached is never made:
			// 'if ((void *)ci->home == NULL) ci->home = h;' of a
			// safe field)
			if (!nullstate_reached(ns, insn->bb) ||
			    (set ? add_field(set, insn->offset, insn->size, fills_empty(ns, insn)) :
				   stored_nonnull(insn)))
				continue;
			break;
		case USE_STORED:
			if (!depth && insn->src && insn->src->type == PSEUDO_SYM &&
			    !insn->offset && slot_uses(ns, insn->src, arg, set))
				continue;
			break;
		case USE_ARG:
			if (set ? callee_fields(insn, p, set) : stores_nonnull(insn, p))
				continue;
			break;
		default:
			break;
		}
		return false;
	} END_FOR_EACH_PTR(pu);
	return true;
}

// Is a pointer stored through @p, a parameter or a load of the slot
// that keeps one, whole, in a block that every path from the entry to a
// return goes through?
static bool stored_through_on_every_return(struct nullstate *safe ns, pseudo_t safe p,
	struct basic_block *safe entry)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(p->users, pu) {
		struct instruction *insn = pu ? pu->insn : NULL;

		if (insn && insn->bb && insn->opcode == OP_STORE && insn->src == p &&
		    !insn->offset && insn->size == bits_in_pointer && insn->target != p &&
		    nullstate_postdominates(ns, insn->bb, entry))
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

// Is a pointer stored through the parameter @arg (what it points to,
// whole) on every path from the entry to a return?  Through the
// parameter itself, or through a load of the slot it is kept in where
// nothing else is stored there.  Its other stores being of non-NULL
// values too (out_nonnull), what it points to is not NULL when the
// function returns.
static bool stored_on_every_return(struct nullstate *safe ns, pseudo_t safe arg)
{
	struct basic_block *entry = ns->ep->entry ? ns->ep->entry->bb : NULL;
	struct pseudo_user *pu, *su;

	if (!entry)
		return false;
	if (stored_through_on_every_return(ns, arg, entry))
		return true;
	FOR_EACH_PTR(arg->users, pu) {
		struct instruction *keep = pu ? pu->insn : NULL;
		pseudo_t slot = keep ? keep->src : NULL;
		bool found = false;

		// 'store %arg -> 0[slot]', the slot's one store
		if (!keep || !keep->bb || keep->opcode != OP_STORE || keep->target != arg ||
		    keep->offset || !slot || slot->type != PSEUDO_SYM)
			continue;
		FOR_EACH_PTR(slot->users, su) {
			struct instruction *insn = su ? su->insn : NULL;

			if (!insn || !insn->bb)
				continue;
			if (insn->opcode == OP_STORE && insn != keep)
				return false;
			if (insn->opcode == OP_LOAD && insn->src == slot && !insn->offset &&
			    insn->target && stored_through_on_every_return(ns, insn->target, entry))
				found = true;
		} END_FOR_EACH_PTR(su);
		if (found)
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

static bool untested_allocation(pseudo_t p);
static bool maybe_on_return(struct nullstate *safe ns, pseudo_t safe p);

// Is every store into the field at @offset of what @arg points to a NULL
// constant, or, with @alloc, also an allocation's result that the
// function never tests (untested_allocation())?
static bool stores_only(pseudo_t safe arg, long long offset, bool alloc)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(arg->users, pu) {
		struct instruction *st = pu ? pu->insn : NULL;

		if (st && st->bb && st->opcode == OP_STORE && st->offset == offset &&
		    !is_zero(st->target) && !(alloc && untested_allocation(st->target)))
			return false;
	} END_FOR_EACH_PTR(pu);
	return true;
}

// The fields of what @arg points to that the function of @ns only stores
// NULL into, one such store on every path that returns, @arg only loaded
// and stored through ('s->buf = NULL;'): into @s's null_fields.  Those it
// stores an allocation's result into that it never tests, and otherwise
// only NULL, where the solver does not know that result non-NULL at any
// return ('*out = malloc(n); return 0;'), on whatever paths: into them
// too, as maybe_fields.  Neither the function nor its caller can tell
// there whether the allocation failed.
static void left_null_fields(struct nullstate *safe ns, pseudo_t safe arg,
	struct summary **safe s, struct symbol *safe fn)
{
	struct basic_block *entry = ns->ep->entry ? ns->ep->entry->bb : NULL;
	struct pseudo_user *pu;
	int i;

	if (!entry)
		return;
	FOR_EACH_PTR(arg->users, pu) {
		struct instruction *insn = pu ? pu->insn : NULL;

		if (!insn || !insn->bb || (insn->opcode == OP_LOAD && insn->src == arg))
			continue;
		if (insn->opcode != OP_STORE || insn->src != arg || insn->target == arg)
			return;
	} END_FOR_EACH_PTR(pu);
	FOR_EACH_PTR(arg->users, pu) {
		struct instruction *insn = pu ? pu->insn : NULL;
		bool maybe;

		if (!insn || !insn->bb || insn->opcode != OP_STORE || insn->size != bits_in_pointer)
			continue;
		maybe = !is_zero(insn->target);
		if (maybe ? !untested_allocation(insn->target) ||
			    !maybe_on_return(ns, insn->target) :
			    !nullstate_postdominates(ns, insn->bb, entry))
			continue;
		if (!stores_only(arg, insn->offset, maybe))
			continue;
		// (a field once)
		for (i = 0; *s && i < (*s)->nr_null_fields; i++) {
			if ((*s)->null_fields[i].param == arg->nr &&
			    (*s)->null_fields[i].offset == insn->offset)
				break;
		}
		if (*s && i < (*s)->nr_null_fields)
			continue;
		if (!*s)
			*s = summary_make(fn);
		if ((*s)->nr_null_fields == MAX_NULL_FIELDS)
			return;
		if (maybe)
			(*s)->maybe_fields |= 1U << (*s)->nr_null_fields;
		(*s)->null_fields[(*s)->nr_null_fields].param = arg->nr;
		(*s)->null_fields[(*s)->nr_null_fields++].offset = insn->offset;
		nr_out_nulls++;
	} END_FOR_EACH_PTR(pu);
}

bool call_nulls(struct instruction *safe call, const void *var)
{
	struct summary *s = nr_null_globals || nr_out_nulls ? summary_of(call) : NULL;
	int i;

	if (s && !var && s->nr_null_fields &&
	    s->maybe_fields != (1U << s->nr_null_fields) - 1)
		return true;
	for (i = 0; s && i < s->nr_null_globals; i++) {
		if ((!var || s->null_globals[i] == var) && !(s->maybe_globals & (1U << i)))
			return true;
	}
	return false;
}

bool nullstate_call_may_null(struct instruction *safe call)
{
	struct summary *s = nr_null_globals || nr_out_nulls ? summary_of(call) : NULL;

	return s && (s->maybe_globals || s->maybe_fields || s->kept_outs);
}

bool nullstate_call_keeps(struct instruction *safe call)
{
	struct summary *s = nr_out_nulls ? summary_of(call) : NULL;

	return s && s->kept_outs && !s->maybe_globals && !s->maybe_fields;
}

bool nullstate_call_nulls(struct instruction *safe call)
{
	return call_nulls(call, NULL);
}

void summarize_out_params(struct nullstate *safe ns)
{
	struct symbol *fn = ns->ep->name, *type = fn ? function_type(fn) : NULL;
	struct instruction *entry = ns->ep->entry;
	pseudo_t arg;

	if (!fn || !type || !entry)
		return;
	if (is_pointer(type->ctype.base_type))
		summarize_null_outs(ns, fn);
	FOR_EACH_PTR(entry->arg_list, arg) {
		struct symbol *param;

		if (!arg || arg->type != PSEUDO_ARG || arg->nr < 1 || arg->nr > MAX_PARAMS)
			continue;
		param = ptr_list_nth(type->arguments, arg->nr - 1);
		while (param && param->type == SYM_NODE)
			param = param->ctype.base_type;
		if (param && param->type == SYM_PTR && arg->nr <= FIELD_PARAMS) {
			struct field_set set;

			set.nr = 0;
			if (param_uses(ns, arg, arg, 0, &set))
				summary_set_fields(summary_make(fn), arg->nr, set.f, set.nr);
		}
		if (param && param->type == SYM_PTR) {
			struct summary *s = NULL;

			left_null_fields(ns, arg, &s, fn);
		}
		if (!param || param->type != SYM_PTR || !is_pointer(param->ctype.base_type) ||
		    !param_uses(ns, arg, arg, 0, NULL))
			continue;
		summary_make(fn)->out_nonnull |= 1U << (arg->nr - 1);
		if (stored_on_every_return(ns, arg))
			summary_make(fn)->out_set |= 1U << (arg->nr - 1);
		else if (kept_where_allocation_failed(ns, arg)) {
			summary_make(fn)->kept_outs |= 1U << (arg->nr - 1);
			nr_out_nulls++;
		}
	} END_FOR_EACH_PTR(arg);
}

// the global pointer variable still to prove that @insn, a load or a
// store as @opcode says, accesses
static struct symbol *global_access(struct instruction *safe insn, int opcode)
{
	pseudo_t addr = insn->src;

	if (!insn->bb || insn->opcode != opcode || insn->offset || insn->is_volatile ||
	    !addr || addr->type != PSEUDO_SYM || !is_pointer(insn->type))
		return NULL;
	return global_to_prove(addr->sym) ? addr->sym : NULL;
}

bool nullstate_accesses_globals(struct entrypoint *safe ep, int opcode)
{
	struct basic_block *bb;
	struct instruction *insn;

	if (!globals_to_prove())
		return false;
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (global_access(insn, opcode))
				return true;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return false;
}

void nullstate_prove_globals(struct nullstate *safe ns)
{
	struct instruction *insn;
	struct symbol *sym;
	unsigned int i;

	if (!globals_to_prove())
		return;
	for (i = 0; i < ns->nr_blocks; i++) {
		FOR_EACH_PTR(ns->blocks[i].bb->insns, insn) {
			sym = global_access(insn, OP_STORE);
			if (sym && !stored_nonnull(insn))
				global_unproven(sym);
		} END_FOR_EACH_PTR(insn);
	}
}

// What the blocks of a function leave in a global pointer variable, by
// the function's own stores: nothing seen yet, NULL, or anything else.
enum left { LEFT_NONE, LEFT_NULL, LEFT_OTHER };

static enum left left_join(enum left a, enum left b)
{
	return a == LEFT_NONE ? b : b == LEFT_NONE || a == b ? a : LEFT_OTHER;
}

// the global pointer variable that @insn stores into, or NULL
static const void *stored_global(struct instruction *safe insn)
{
	return insn->opcode == OP_STORE ? global_slot(insn) : NULL;
}

// @var as the block @bi leaves it, entered with @in: a NULL stored, or
// left NULL by a function of the file called, is NULL (with @what, the
// value @what stored is, and nothing else); anything else stored, any
// other call, or an asm that writes memory may be anything
static enum left left_by(struct nullstate *safe ns, struct bbinfo *safe bi,
	const void *safe var, enum left in, pseudo_t what)
{
	struct instruction *safe *insns = ns->insns ? ns->insns + bi->first : NULL;
	unsigned int i;

	for (i = 0; insns && i < bi->nr_insns; i++) {
		struct instruction *safe insn = insns[i];

		switch (insn->opcode) {
		case OP_STORE:
			if (stored_global(insn) == var)
				in = (what ? insn->target == what : is_zero(insn->target)) ?
				     LEFT_NULL : LEFT_OTHER;
			break;
		case OP_CALL:
			in = !what && call_nulls(insn, var) ? LEFT_NULL : LEFT_OTHER;
			break;
		case OP_ASM:
			if (insn->clobber_memory || insn->output_memory)
				in = LEFT_OTHER;
			break;
		}
	}
	return in;
}

// Is @var NULL on each return of @ns's function, by its own stores (with
// @what, does it hold the value @what stored)?  The blocks' values are
// found in their order, loops gone round again until they stay.
static bool null_on_return(struct nullstate *safe ns, const void *safe var,
	enum left *safe out, pseudo_t what)
{
	bool changed = true, any = false;
	unsigned int i, rounds;

	for (i = 0; i < ns->nr_blocks; i++)
		out[i] = LEFT_NONE;
	for (rounds = 0; changed && rounds < 8; rounds++) {
		changed = false;
		for (i = 0; i < ns->nr_blocks; i++) {
			struct bbinfo *bi = &ns->blocks[i];
			struct basic_block *parent;
			enum left in = i ? LEFT_NONE : LEFT_OTHER, now;

			if (!bi->reached)
				continue;
			FOR_EACH_PTR(bi->bb->parents, parent) {
				struct bbinfo *pi = parent->priv;

				if (pi && pi->reached && !pi->ends)
					in = left_join(in, out[pi->idx]);
			} END_FOR_EACH_PTR(parent);
			now = left_by(ns, bi, var, in, what);
			changed |= now != out[i];
			out[i] = now;
		}
	}
	if (changed)
		return false;
	for (i = 0; i < ns->nr_blocks; i++) {
		struct bbinfo *bi = &ns->blocks[i];

		if (!bi->reached || bi->ends || !bi->last || bi->last->opcode != OP_RET)
			continue;
		if (out[i] != LEFT_NULL)
			return false;
		any = true;
	}
	return any;
}

bool tested_anywhere(pseudo_t safe p)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(p->users, pu) {
		struct instruction *u = pu ? pu->insn : NULL;

		if (u && u->bb && nullstate_tested(u) == p)
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

// Is @p an allocation's result that may fail (or a wrapper's, of the
// file), that the function never tests: neither it nor the call's own
// result?
static bool untested_allocation(pseudo_t p)
{
	struct instruction *call = failing_allocation(p);

	return p && call && call->target && !tested_anywhere(p) && !tested_anywhere(call->target);
}

// Is @p, stored, what the solver does not know non-NULL at each return?
static bool maybe_on_return(struct nullstate *safe ns, pseudo_t safe p)
{
	struct instruction *why;
	unsigned int i;

	for (i = 0; i < ns->nr_blocks; i++) {
		struct bbinfo *bi = &ns->blocks[i];

		if (bi->reached && !bi->ends && bi->last && bi->last->opcode == OP_RET &&
		    kept_value_in(&bi->out, p, &why) == NV_NONNULL)
			return false;
	}
	return true;
}

// The global pointer variables that @ns's function leaves NULL on every
// return (a NULL constant stored), or holding an allocation's result it
// never tested (NULL where that failed: maybe_globals).
void summarize_null_globals(struct nullstate *safe ns)
{
	struct symbol *fn = ns->ep->name;
	enum left *out = NULL;
	unsigned int i, j;

	for (i = 0; fn && ns->insns && i < ns->nr_insns; i++) {
		struct instruction *safe insn = ns->insns[i];
		const void *var, *field;
		long long offset;
		struct summary *sum;
		bool maybe;

		if (insn->opcode != OP_STORE || !insn->bb || !insn->target)
			continue;
		// (most functions store no NULL constant into a variable)
		maybe = !is_zero(insn->target);
		if ((!maybe && !ns->stores_null_sym) || !(var = stored_global(insn)) ||
		    (maybe && !untested_allocation(insn->target)))
			continue;
		sum = summary_find(fn);
		for (j = 0; sum && j < (unsigned int)sum->nr_null_globals; j++) {
			if (sum->null_globals[j] == var)
				break;
		}
		if (sum && (j < (unsigned int)sum->nr_null_globals ||
			    sum->nr_null_globals == MAX_NULL_GLOBALS))
			continue;
		if (!out)
			out = xrealloc(NULL, ns->nr_blocks * sizeof(*out));
		if (!null_on_return(ns, var, out, maybe ? insn->target : NULL) ||
		    (maybe && !maybe_on_return(ns, insn->target)))
			continue;
		sum = summary_make(fn);
		if (maybe)
			sum->maybe_globals |= 1U << sum->nr_null_globals;
		// (a member's or element's: the file's own, not recorded)
		sum->null_global_syms[sum->nr_null_globals] =
			insn->src && !global_field_of(var, &field, &offset) ? insn->src->sym : NULL;
		sum->null_globals[sum->nr_null_globals++] = var;
		nr_null_globals++;
	}
	free(out);
}
