/*
 * A solved function's summary: what it returns (NULL, never NULL, NULL
 * from a failed allocation), and what a return of non-zero proves; what
 * it leaves in memory is nullmemory.c's, below it.  What a call asks of
 * a summary is in nullsummary.c, below the walk.  See nullstate.h and
 * nullsummary.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"

#include "annotations.h"
#include "nulledge.h"
#include "ptrhash.h"
#include "nullmemory.h"

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

// the parameters whose tests right before a return of a NULL constant
// decide it (returned(): the caller asks for that NULL), and the first
// such return, for the function being summarized
static unsigned int asked;
static struct position asked_pos;

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
		if (caller_decides(entry, bb, 0, NULL)) {
			unsigned int mine = 0;

			if (caller_decides(entry, bb, 0, &mine) && mine) {
				if (!asked)
					asked_pos = at->pos;
				asked |= mine;
			}
			return NV_UNKNOWN;
		}
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
	return p && returns_failure(bi, p) && !tested_anywhere(p);
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
	asked = 0;
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
	if (asked) {
		sum = summary_make(fn);
		sum->asked_null = asked;
		sum->asked_pos = asked_pos;
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
