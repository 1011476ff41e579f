/*
 * A solved function's summary: what it returns (NULL, never NULL, NULL
 * from a failed allocation), the pointers it stores through an
 * out-parameter and the fields it stores through each parameter, the
 * global pointers it leaves NULL on every return; and the file's global
 * pointers that its stores may leave NULL (nullstate_prove_globals()).
 * What a call asks of a summary is in nullsummary.c, below the walk.  See
 * nullstate.h and nullsummary.h.
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
#include "nullpath.h"
#include "ptrhash.h"

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

static void summarize_out_params(struct nullstate *safe ns)
{
	struct symbol *fn = ns->ep->name, *type = fn ? function_type(fn) : NULL;
	struct instruction *entry = ns->ep->entry;
	pseudo_t arg;

	if (!fn || !type || !entry)
		return;
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
		if (!param || param->type != SYM_PTR || !is_pointer(param->ctype.base_type) ||
		    !param_uses(ns, arg, arg, 0, NULL))
			continue;
		summary_make(fn)->out_nonnull |= 1U << (arg->nr - 1);
		if (stored_on_every_return(ns, arg))
			summary_make(fn)->out_set |= 1U << (arg->nr - 1);
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
	pseudo_t addr = insn->src;

	if (insn->opcode != OP_STORE || insn->is_volatile || insn->offset ||
	    !addr || addr->type != PSEUDO_SYM || !is_pointer(insn->type))
		return NULL;
	return global_pointer_variable(addr->sym);
}

// @var as the block @bi leaves it, entered with @in: a NULL stored, or
// left NULL by a function of the file called, is NULL; anything else
// stored, any other call, or an asm that writes memory may be anything
static enum left left_by(struct nullstate *safe ns, struct bbinfo *safe bi,
	const void *safe var, enum left in)
{
	struct instruction *safe *insns = ns->insns ? ns->insns + bi->first : NULL;
	unsigned int i;

	for (i = 0; insns && i < bi->nr_insns; i++) {
		struct instruction *safe insn = insns[i];

		switch (insn->opcode) {
		case OP_STORE:
			if (stored_global(insn) == var)
				in = is_zero(insn->target) ? LEFT_NULL : LEFT_OTHER;
			break;
		case OP_CALL:
			in = call_nulls(insn, var) ? LEFT_NULL : LEFT_OTHER;
			break;
		case OP_ASM:
			if (insn->clobber_memory || insn->output_memory)
				in = LEFT_OTHER;
			break;
		}
	}
	return in;
}

// Is @var NULL on each return of @ns's function, by its own stores?  The
// blocks' values are found in their order, loops gone round again until
// they stay.
static bool null_on_return(struct nullstate *safe ns, const void *safe var,
	enum left *safe out)
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
			now = left_by(ns, bi, var, in);
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

static void summarize_null_globals(struct nullstate *safe ns)
{
	struct symbol *fn = ns->ep->name;
	enum left *out = NULL;
	unsigned int i, j;

	// most functions store no NULL constant into a variable
	if (!ns->stores_null_sym)
		return;
	for (i = 0; fn && ns->insns && i < ns->nr_insns; i++) {
		struct instruction *safe insn = ns->insns[i];
		const void *var;
		struct summary *sum;

		if (insn->opcode != OP_STORE || !insn->bb || !is_zero(insn->target))
			continue;
		var = stored_global(insn);
		if (!var)
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
		if (!null_on_return(ns, var, out))
			continue;
		sum = summary_make(fn);
		sum->null_global_syms[sum->nr_null_globals] = insn->src ? insn->src->sym : NULL;
		sum->null_globals[sum->nr_null_globals++] = var;
		nr_null_globals++;
	}
	free(out);
}

// @p if it is a parameter of the function whose entry is @entry, else NULL
static pseudo_t entry_arg(struct instruction *entry, pseudo_t p)
{
	return p && p->type == PSEUDO_ARG && entry ? p : NULL;
}

// Is the side @truth of the branch @br a side of a test of a parameter of
// the function whose entry is @entry: of the parameter itself, of its
// comparison with anything, or one on which a parameter is NULL?
static bool tests_param(struct instruction *entry, struct instruction *safe br, int truth)
{
	struct instruction *def = br->cond ? br->cond->def : NULL;
	struct refinement r[MAX_REFINE];
	int i, n;

	if (!br->cond)
		return false;
	if (br->cond->type == PSEUDO_ARG)
		return true;
	if (br->cond->type == PSEUDO_REG && def &&
	    def->opcode >= OP_BINCMP && def->opcode <= OP_BINCMP_END &&
	    (def->src1 == entry_arg(entry, def->src1) ||
	     def->src2 == entry_arg(entry, def->src2)))
		return true;
	n = branch_facts(br, truth, r, 0);
	for (i = 0; i < n; i++) {
		if (r[i].p->type == PSEUDO_ARG && r[i].is_null == NV_IS_NULL)
			return true;
	}
	return false;
}

// Does what the caller passed decide whether @bb is reached?  Each way
// into it comes from a side of a branch that decides it, up blocks that go
// only on (to @depth): however many tests sparse made of the one written
// (an assert() of the parameter before it, 'if (i == -1)' tested twice).
// Where @params is NULL, a test of a parameter itself decides ('if
// (!make) return NULL;', 'if (i == -1) return NULL;', tests_param());
// else one of a value computed from the function's inputs alone
// (from_inputs(): 'if (w->data & 4)', the end of a list walked from a
// parameter), and the parameters it reads go in @params.
static bool caller_decides(struct instruction *entry, struct basic_block *safe bb, int depth,
	unsigned int *params)
{
	struct basic_block *pred;
	unsigned int mine;
	bool any = false;

	if (depth >= 4)
		return false;
	FOR_EACH_PTR(bb->parents, pred) {
		struct bbinfo *pi = pred ? pred->priv : NULL;
		struct instruction *br = pi ? pi->last : NULL;

		// a way never taken decides nothing
		if (!pred || !pi || !pi->reached)
			continue;
		if (!br)
			return false;
		if (br->opcode != OP_CBR || br->bb_true == br->bb_false) {
			if (!caller_decides(entry, pred, depth + 1, params))
				return false;
		} else if (!params) {
			if (!tests_param(entry, br, br->bb_true == bb))
				return false;
		} else {
			if (!from_inputs(br->cond, &mine) || !mine)
				return false;
			*params |= mine;
		}
		any = true;
	} END_FOR_EACH_PTR(pred);
	return any;
}

// what a returned value @p is, at the end of @bi, for a summary: a NULL
// constant returned is NULL, with the return as where; but not in an arm
// marked unlikely (an assertion), nor where a parameter is NULL (the
// function gives back the NULL it was given: 'return p ? f(p) : NULL'),
// nor right under a test of a parameter (the caller asks for the NULL).
// Where the inputs decide whether the NULL is returned (caller_decides(),
// or a call's NULL that is latent here: call_null_inputs()), the
// parameters that do, in @inputs (else 0).
static enum nullvalue returned(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct basic_block *to, pseudo_t p, struct instruction *safe at, struct position *safe pos,
	unsigned int *safe inputs)
{
	struct instruction *why, *entry = ns->ep->entry;
	enum nullvalue v;
	pseudo_t arg;

	if (!p || p == VOID)
		return NV_UNKNOWN;
	if (p->type == PSEUDO_VAL && !p->value) {
		struct basic_block *bb = bi->bb;

		if (bi->unlikely)
			return NV_UNKNOWN;
		FOR_EACH_PTR(entry ? entry->arg_list : NULL, arg) {
			if (arg && kept_value_in(&bi->out, arg, &why) == NV_NULL)
				return NV_UNKNOWN;
		} END_FOR_EACH_PTR(arg);
		if (caller_decides(entry, bb, 0, NULL))
			return NV_UNKNOWN;
		if (!caller_decides(entry, bb, 0, inputs))
			*inputs = 0;
	}
	if (p->type == PSEUDO_VAL) {
		*pos = at->pos;
		return p->value ? NV_UNKNOWN : NV_NULL;
	}
	v = kept_value_in(&bi->out, p, &why);
	// a function of the file that may return NULL, returned untested
	// (on the edge to the return, where the source of a phi is before a
	// test of it): a wrapper of it may return NULL too, there
	if (v == NV_MAYBE && why && why->opcode == OP_CALL && to) {
		struct factmap edge = { NULL, 0, 0 };

		v = edge_state(ns, bi, to, &edge) ? value_in(&edge, p, &why) : NV_BOTTOM;
		free(edge.facts);
	}
	if (v == NV_MAYBE && why && why->opcode == OP_CALL) {
		struct instruction *safe call = why;

		if (nullstate_returns_null(call, pos)) {
			*pos = at->pos;
			*inputs = call_null_inputs(call);
			return NV_NULL;
		}
	}
	return v == NV_NONNULL ? v : NV_UNKNOWN;
}

// Is @p, returned at the end of @bi, what an allocation that may fail
// gives, untested ('return kmalloc(n, GFP_KERNEL);')?  No input decides
// that NULL.
static bool returns_failure(struct bbinfo *safe bi, pseudo_t p)
{
	struct instruction *why, *call;

	if (!p || p->type != PSEUDO_REG || kept_value_in(&bi->out, p, &why) != NV_MAYBE)
		return false;
	call = why;
	if (!call || call->opcode != OP_CALL)
		return false;
	if (is_allocator(first_ptr_list((struct ptr_list *)call->fntypes)))
		return !alloc_cannot_fail(call);
	return nullstate_call_allocates(call) && !call_cannot_fail(call);
}

// returns_failure(), of a value that the function never tests for NULL
// ('return malloc(n);'; not 'if (!p) die(); return p;', whose test says
// what the function makes of the failure, even where the walk cannot
// tell that die() never returns)
static bool returns_untested_failure(struct bbinfo *safe bi, pseudo_t p)
{
	struct pseudo_user *pu;

	if (!returns_failure(bi, p) || !p)
		return false;
	FOR_EACH_PTR(p->users, pu) {
		struct instruction *u = pu ? pu->insn : NULL;

		if (u && u->bb && nullstate_tested(u) == p)
			return false;
	} END_FOR_EACH_PTR(pu);
	return true;
}

// Does @ns's function call an allocation that may fail, or a function of
// the file that does?  Its NULL is then taken for that failure.  In
// @gfp, the parameter that gives each such allocation its flags, where
// those flags can keep each from failing (a pool's allocation, or a
// wrapper of one, given them, or given others only where it does not
// fail: failing_flags()): its callers' flags decide; else 0.
static bool allocates(struct nullstate *safe ns, int *safe gfp)
{
	bool any = false, pools = true;
	unsigned int i;
	int param = 0;

	for (i = 0; ns->insns && i < ns->nr_insns; i++) {
		struct instruction *safe insn = ns->insns[i];
		struct summary *s = NULL;
		pseudo_t flags;

		if (insn->opcode != OP_CALL || !insn->bb)
			continue;
		if (is_allocator(first_ptr_list((struct ptr_list *)insn->fntypes))) {
			if (alloc_cannot_fail(insn))
				continue;
			flags = is_pool_alloc(insn) ? gfp_argument(insn) : NULL;
		} else {
			s = summary_of(insn);
			if (!s || !s->allocates || call_cannot_fail(insn))
				continue;
			flags = s->gfp_param ? ptr_list_nth(insn->arguments, s->gfp_param - 1) : NULL;
		}
		any = true;
		flags = failing_flags(insn, flags);
		if (!flags || flags->type != PSEUDO_ARG || (param && param != flags->nr))
			pools = false;
		else
			param = flags->nr;
	}
	*gfp = any && pools ? param : 0;
	return any;
}

// The ways out of @ns's function with a value that may be non-zero: the
// state at each, into @ways (at most @max), refined along the edge to the
// return where the value is a phi's; how many, or -1 if too many.
// What the returned @value, non-zero, says of the pointers it tests, set
// in @m: 'return a && b;' that sparse made 'and' of two compares with 0,
// with no branch for the state to tell it.
static void returned_true(struct factmap *safe m, pseudo_t value)
{
	struct refinement r[MAX_REFINE];
	struct instruction *why;
	int i, n;

	if (!value || value->type != PSEUDO_REG)
		return;
	n = cond_facts(value, 1, r, 0, 0);
	for (i = 0; i < n; i++) {
		if (nv_refine(value_in(m, r[i].p, &why), r[i].is_null) == NV_NONNULL)
			set_value(m, r[i].p, NV_NONNULL, why);
	}
}

static int nonzero_returns(struct nullstate *safe ns, struct factmap *safe ways, int max)
{
	unsigned int i;
	int n = 0;

	for (i = 0; i < ns->nr_blocks; i++) {
		struct bbinfo *bi = &ns->blocks[i];
		struct instruction *ret = bi->last, *def;
		pseudo_t phi, value;
		int depth;

		if (!bi->reached || !ret || ret->opcode != OP_RET || !ret->src || ret->src == VOID)
			continue;
		// (through what keeps its value zero or not: 'return a && b'
		// as a bool is 'setne' of the phi '&&' leaves)
		value = ret->src;
		for (depth = 0; depth < 4 && value && value->type == PSEUDO_REG && (def = value->def); depth++) {
			if ((def->opcode == OP_SET_NE && is_zero(def->src2)) ||
			    def->opcode == OP_ZEXT || def->opcode == OP_SEXT)
				value = def->opcode == OP_SET_NE ? def->src1 : def->src;
			else
				break;
		}
		if (!value)
			continue;
		if (DEF_OPCODE(def, value) != OP_PHI || !def || def->bb != bi->bb) {
			if (is_zero(ret->src))
				continue;
			if (n == max)
				return -1;
			kept_copy(&ways[n], &bi->out);
			returned_true(&ways[n++], value);
			continue;
		}
		FOR_EACH_PTR(def->phi_list, phi) {
			struct instruction *src = phi && phi != VOID ? phi->def : NULL;
			struct bbinfo *from = src && src->bb ? src->bb->priv : NULL;

			if (!src || !from || !from->reached || from->ends ||
			    (src->phi_src && is_zero(src->phi_src)))
				continue;
			if (n == max)
				return -1;
			if (edge_state(ns, from, bi->bb, &ways[n]))
				returned_true(&ways[n++], src->phi_src);
		} END_FOR_EACH_PTR(phi);
	}
	return n;
}

#define PREDICATE_WAYS	8			// non-zero returns, at most

// A predicate of the file ('static bool valid(struct mark *m) { return m
// && m->mdata && ...; }'): what every return of non-zero proves not NULL
// of its pointer parameters and of the pointers they point to, as an
// inlined one would say at its caller's test.
static void summarize_predicate(struct nullstate *safe ns, struct symbol *safe fn,
	struct symbol *safe type)
{
	struct factmap ways[PREDICATE_WAYS];
	struct proof proves[MAX_PROVES];
	struct instruction *entry = ns->ep->entry;
	int nr = 0, n, k;
	unsigned int h;
	pseudo_t arg;

	if (!entry || is_pointer(type->ctype.base_type) || !is_int_type(type->ctype.base_type))
		return;
	memset(ways, 0, sizeof(ways));
	n = nonzero_returns(ns, ways, PREDICATE_WAYS);
	// the parameters themselves
	FOR_EACH_PTR(n > 0 ? entry->arg_list : NULL, arg) {
		struct instruction *why;

		if (!arg || arg->type != PSEUDO_ARG || !is_pointer_pseudo(ns->ep, arg))
			continue;
		for (k = 0; k < n && value_in(&ways[k], arg, &why) == NV_NONNULL; k++)
			;
		if (k == n && nr < MAX_PROVES)
			proves[nr++] = (struct proof) { .param = arg->nr, .offset = -1 };
	} END_FOR_EACH_PTR(arg);
	// the pointers they point to
	for (h = 0; n > 0 && h < 1U << ns->path_bits; h++) {
		struct nullpath *path;

		for (path = ns->paths[h]; path; path = path->next) {
			if (path->depth != 1 || path->base->type != PSEUDO_ARG ||
			    !path->type[0] || !is_pointer(path->type[0]))
				continue;
			for (k = 0; k < n; k++) {
				struct fact *f = map_find(&ways[k], path);

				if (!f || f->value != NV_NONNULL)
					break;
			}
			if (k == n && nr < MAX_PROVES)
				proves[nr++] = (struct proof) { .param = path->base->nr,
								.offset = path->offset[0] };
		}
	}
	for (k = 0; k < PREDICATE_WAYS; k++)
		free(ways[k].facts);
	if (nr)
		summary_set_proves(summary_make(fn), proves, nr);
}

void nullstate_summarize(struct nullstate *safe ns)
{
	struct symbol *fn = ns->ep->name, *type = fn ? function_type(fn) : NULL;
	struct position pos = { 0 }, at;
	enum nullvalue v = NV_BOTTOM;
	struct summary *sum;
	bool only_null = true, only_constant = true, decided = true, walks = true;
	unsigned int i, inputs, params = 0, mine;
	int gfp = 0;

	summarize_out_params(ns);
	summarize_null_globals(ns);
	if (fn && type)
		summarize_predicate(ns, fn, type);
	if (!fn || !type || !is_pointer(type->ctype.base_type))
		return;
	for (i = 0; i < ns->nr_blocks; i++) {
		struct bbinfo *bi = &ns->blocks[i];
		struct instruction *ret = bi->last, *def, *src;
		enum nullvalue r;
		pseudo_t phi;

		if (!bi->reached || !ret || ret->opcode != OP_RET)
			continue;
		if (DEF_OPCODE(def, ret->src) != OP_PHI || !def || def->bb != bi->bb) {
			inputs = 0;
			r = returned(ns, bi, NULL, ret->src, ret, &at, &inputs);
			// (an allocation's result, returned untested: NULL
			// where it fails)
			if (r != NV_NULL && returns_untested_failure(bi, ret->src)) {
				r = NV_NULL;
				at = ret->pos;
			}
			if (r == NV_NULL && !nv_may_be_null(v))
				pos = at;
			if ((r == NV_NULL && !inputs) || returns_failure(bi, ret->src))
				decided = false;
			params |= inputs;
			walks &= from_inputs_through(ret->src, &mine, call_from_inputs);
			only_null &= r == NV_NULL;
			only_constant &= ret->src && is_zero(ret->src);
			v = r == NV_NULL ? NV_MAYBE : v == NV_MAYBE ? v : nv_join(v, r);
			continue;
		}
		// the values of the return statements, each where it is
		FOR_EACH_PTR(def->phi_list, phi) {
			struct bbinfo *from;

			src = phi && phi != VOID ? phi->def : NULL;
			from = src && src->bb ? src->bb->priv : NULL;
			// a return after a call that never returns is not one
			if (!src || !from || !from->reached || from->ends)
				continue;
			inputs = 0;
			r = returned(ns, from, bi->bb, src->phi_src, src, &at, &inputs);
			if (r != NV_NULL && returns_untested_failure(from, src->phi_src)) {
				r = NV_NULL;
				at = src->pos;
			}
			if (r == NV_NULL && !nv_may_be_null(v))
				pos = at;
			if ((r == NV_NULL && !inputs) || returns_failure(from, src->phi_src))
				decided = false;
			params |= inputs;
			walks &= from_inputs_through(src->phi_src, &mine, call_from_inputs);
			only_null &= r == NV_NULL;
			only_constant &= src->phi_src && is_zero(src->phi_src);
			v = r == NV_NULL ? NV_MAYBE : v == NV_MAYBE ? v : nv_join(v, r);
		} END_FOR_EACH_PTR(phi);
	}
	if ((v != NV_NONNULL && v != NV_MAYBE) || (v == NV_MAYBE && !pos.line))
		return;
	sum = summary_make(fn);
	// NULL from every return: the result is NULL
	// NULL on every return, each a NULL constant: the result is NULL (a
	// wrapper whose every return may be NULL is one that may be)
	sum->value = v == NV_MAYBE && only_null && only_constant ? NV_NULL : v;
	sum->pos = pos;
	sum->allocates = v == NV_MAYBE && allocates(ns, &gfp);
	sum->gfp_param = sum->allocates ? gfp : 0;
	sum->null_inputs = v == NV_MAYBE && decided ? params : 0;
	sum->from_inputs = walks;
}
