/*
 * What a solved function leaves through a parameter at offset 0, on its
 * returns, for its summary: a small forward pass over the parameter's
 * stores (what the caller gave, a constant, a value not 0), read on each
 * return that may return NULL (null_outs) or where an allocation failed
 * (kept_outs).  See nullouts.h.
 */
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"
#include "flow.h"

#include "annotations.h"
#include "nullcond.h"
#include "nullouts.h"

// What a pointer parameter points to, at offset 0, where a block ends:
// what the caller gave (OUT_CALLER), a constant, a value not 0, or one
// that the paths do not agree on (OUT_VARIES).
enum out_kind { OUT_NONE, OUT_CALLER, OUT_CONSTANT, OUT_NONZERO, OUT_VARIES };

struct out_value {
	enum out_kind kind;
	long long value;
};

static inline bool out_nonzero(struct out_value a)
{
	return a.kind == OUT_NONZERO || (a.kind == OUT_CONSTANT && a.value);
}

// (two constants not 0 join as a value not 0: '*err = -EINVAL;' and
// '*err = -ENOMEM;' on two returns of NULL)
static struct out_value out_join(struct out_value a, struct out_value b)
{
	if (a.kind == OUT_NONE)
		return b;
	if (b.kind == OUT_NONE || (a.kind == b.kind && a.value == b.value))
		return a;
	a.kind = out_nonzero(a) && out_nonzero(b) ? OUT_NONZERO : OUT_VARIES;
	a.value = 0;
	return a;
}

// what @bi leaves through @arg, at offset 0 and @size bits, from @in
static struct out_value out_by(struct bbinfo *safe bi, pseudo_t safe arg, unsigned int size,
	struct out_value in)
{
	struct instruction *insn, *why;

	FOR_EACH_PTR(bi->bb->insns, insn) {
		pseudo_t v;

		if (!insn || !insn->bb || insn->opcode != OP_STORE || insn->src != arg || insn->offset)
			continue;
		v = insn->target;
		in.value = 0;
		if (insn->size != size || !v)
			in.kind = OUT_VARIES;
		else if (v->type == PSEUDO_VAL)
			in.kind = OUT_CONSTANT, in.value = v->value;
		else if (v->type == PSEUDO_SYM ||
			 (is_ptr_type(insn->type) && kept_value_in(&bi->out, v, &why) == NV_NONNULL))
			in.kind = OUT_NONZERO;
		else
			in.kind = OUT_VARIES;
	} END_FOR_EACH_PTR(insn);
	return in;
}

// may @p, which @bi returns or gives the return's phi, be NULL there?
static bool may_return_null(struct bbinfo *safe bi, pseudo_t safe p)
{
	struct instruction *why;

	return is_zero(p) || kept_value_in(&bi->out, p, &why) != NV_NONNULL;
}

// What the function of @ns leaves through @arg, at offset 0 and @size
// bits, where each block ends: into @out; false where the blocks do not
// agree on it in a few rounds.
static bool outs_by_block(struct nullstate *safe ns, pseudo_t safe arg, unsigned int size,
	struct out_value *safe out)
{
	bool changed = true;
	unsigned int i, rounds;

	for (i = 0; i < ns->nr_blocks; i++)
		out[i].kind = OUT_NONE;
	for (rounds = 0; changed && rounds < 8; rounds++) {
		changed = false;
		for (i = 0; i < ns->nr_blocks; i++) {
			struct bbinfo *bi = &ns->blocks[i];
			struct basic_block *parent;
			struct out_value in = { i ? OUT_NONE : OUT_CALLER, 0 }, now;

			if (!bi->reached)
				continue;
			FOR_EACH_PTR(bi->bb->parents, parent) {
				struct bbinfo *pi = parent->priv;

				if (pi && pi->reached && !pi->ends)
					in = out_join(in, out[pi->idx]);
			} END_FOR_EACH_PTR(parent);
			now = out_by(bi, arg, size, in);
			changed |= now.kind != out[i].kind || now.value != out[i].value;
			out[i] = now;
		}
	}
	return !changed;
}

// The value that the function of @ns leaves through @arg, at offset 0 and
// @size bits, on each return that may return NULL, where they all leave
// the same one: into *@v; false where they do not, or none may.
static bool out_on_null_return(struct nullstate *safe ns, pseudo_t safe arg, unsigned int size,
	struct out_value *safe out, struct out_value *safe v)
{
	unsigned int i;

	if (!outs_by_block(ns, arg, size, out))
		return false;
	v->kind = OUT_NONE;
	v->value = 0;
	for (i = 0; i < ns->nr_blocks; i++) {
		struct bbinfo *bi = &ns->blocks[i];
		struct instruction *ret = bi->last, *phi;
		pseudo_t src;

		if (!bi->reached || bi->ends || !ret || ret->opcode != OP_RET || !ret->src ||
		    ret->src == VOID)
			continue;
		phi = ret->src->type == PSEUDO_REG ? ret->src->def : NULL;
		if (!phi || phi->opcode != OP_PHI || phi->bb != bi->bb) {
			if (may_return_null(bi, ret->src))
				*v = out_join(*v, out[i]);
		} else {
			// the returns that sparse made one, each on its way
			FOR_EACH_PTR(phi->phi_list, src) {
				struct instruction *ps = src && src != VOID ? src->def : NULL;
				struct bbinfo *pi = ps && ps->bb ? ps->bb->priv : NULL;

				if (!pi || !pi->reached || pi->ends || !ps->phi_src ||
				    !may_return_null(pi, ps->phi_src))
					continue;
				*v = out_join(*v, out_by(bi, arg, size, out[pi->idx]));
			} END_FOR_EACH_PTR(src);
		}
		if (v->kind != OUT_NONE && v->kind != OUT_CONSTANT && v->kind != OUT_NONZERO)
			return false;
	}
	return v->kind != OUT_NONE;
}

// (nullouts.h)
struct instruction *failing_allocation(pseudo_t p)
{
	struct instruction *call;
	int depth;

	if (!p || p->type != PSEUDO_REG)
		return NULL;
	call = p->def;
	for (depth = 0; call && call->opcode == OP_PTRCAST && depth < 2; depth++)
		call = call->src && call->src->type == PSEUDO_REG ? call->src->def : NULL;
	if (!call || call->opcode != OP_CALL || !call->target)
		return NULL;
	if (is_allocator(first_ptr_list((struct ptr_list *)call->fntypes))) {
		if (alloc_cannot_fail(call))
			return NULL;
	} else if (!nullstate_call_allocates(call) || call_cannot_fail(call) ||
		   summary_result(call) != NV_MAYBE) {
		return NULL;
	}
	return call;
}

// Is the edge from @from to @to where an allocation failed: the side of
// a test that says an allocation's result is NULL ('p = malloc(n); if
// (!p) return -1;'), or after one, through blocks of one way in each?
static bool after_failed_allocation(struct basic_block *from, struct basic_block *to)
{
	struct refinement r[MAX_REFINE];
	struct basic_block *bb = to, *parent = from;
	struct instruction *br;
	int steps, i, n;

	for (steps = 0; bb && parent && steps < 8; steps++) {
		br = last_instruction(parent->insns);
		n = br && br->opcode == OP_CBR && br->bb_true != br->bb_false ?
		    branch_facts(br, br->bb_true == bb, r, 0) : 0;
		for (i = 0; i < n; i++) {
			if (r[i].is_null == NV_IS_NULL && failing_allocation(r[i].p))
				return true;
		}
		bb = parent;
		if (ptr_list_size((struct ptr_list *)bb->parents) != 1)
			return false;
		parent = first_ptr_list((struct ptr_list *)bb->parents);
	}
	return false;
}

// Does the function of @ns, where it leaves what @arg points to as the
// caller gave it, at offset 0 (out[], made by outs_by_block()),
// return only where an allocation failed, and store through it on some
// return?
static bool kept_where_failed(struct nullstate *safe ns, pseudo_t safe arg,
	struct out_value *safe out)
{
	bool stored = false;
	unsigned int i;

	for (i = 0; i < ns->nr_blocks; i++) {
		struct bbinfo *bi = &ns->blocks[i];
		struct instruction *ret = bi->last;
		struct basic_block *parent;

		if (!bi->reached || bi->ends || !ret || ret->opcode != OP_RET)
			continue;
		if (out[i].kind == OUT_NONZERO) {
			stored = true;
			continue;
		}
		if (!i)
			return false;
		// each way in, where a return block joins them
		FOR_EACH_PTR(bi->bb->parents, parent) {
			struct bbinfo *pi = parent->priv;
			struct out_value way;

			if (!pi || !pi->reached || pi->ends)
				continue;
			way = out_by(bi, arg, bits_in_pointer, out[pi->idx]);
			if (way.kind == OUT_NONZERO)
				stored = true;
			else if (way.kind != OUT_CALLER || !after_failed_allocation(parent, bi->bb))
				return false;
		} END_FOR_EACH_PTR(parent);
	}
	return stored;
}

// (nullouts.h)
bool kept_where_allocation_failed(struct nullstate *safe ns, pseudo_t safe arg)
{
	struct out_value *out = xrealloc(NULL, ns->nr_blocks * sizeof(*out));
	bool kept = outs_by_block(ns, arg, bits_in_pointer, out) && kept_where_failed(ns, arg, out);

	free(out);
	return kept;
}

// (nullouts.h)
void summarize_null_outs(struct nullstate *safe ns, struct symbol *safe fn)
{
	struct instruction *entry = ns->ep->entry;
	struct out_value *out = NULL, v;
	pseudo_t arg;
	int i;

	FOR_EACH_PTR(entry ? entry->arg_list : NULL, arg) {
		struct pseudo_user *pu;
		unsigned int size = 0;
		struct summary *s;

		if (!arg || arg->type != PSEUDO_ARG || !is_pointer_pseudo(ns->ep, arg))
			continue;
		FOR_EACH_PTR(arg->users, pu) {
			struct instruction *insn = pu ? pu->insn : NULL;

			if (!insn || !insn->bb || (insn->opcode == OP_LOAD && insn->src == arg))
				continue;
			if (insn->opcode != OP_STORE || insn->src != arg || insn->target == arg) {
				size = 0;
				break;
			}
			if (!insn->offset)
				size = insn->size;
		} END_FOR_EACH_PTR(pu);
		if (!size)
			continue;
		if (!out)
			out = xrealloc(NULL, ns->nr_blocks * sizeof(*out));
		if (!out_on_null_return(ns, arg, size, out, &v))
			continue;
		s = summary_make(fn);
		// (a function solved again says it again)
		for (i = 0; i < s->nr_null_outs && s->null_outs[i].param != arg->nr; i++)
			;
		if (i == MAX_NULL_OUTS)
			break;
		s->nr_null_outs += i == s->nr_null_outs;
		s->null_outs[i].param = arg->nr;
		s->null_outs[i].size = size;
		s->null_outs[i].nonzero = v.kind == OUT_NONZERO;
		s->null_outs[i].value = v.value;
	} END_FOR_EACH_PTR(arg);
	free(out);
}

bool nullstate_null_out(struct instruction *safe call, int nr, unsigned int size,
	long long *safe value, bool *safe nonzero)
{
	struct summary *s = summary_of(call);
	int i;

	for (i = 0; s && i < s->nr_null_outs; i++) {
		if (s->null_outs[i].param != nr || s->null_outs[i].size != size)
			continue;
		*value = s->null_outs[i].value;
		*nonzero = s->null_outs[i].nonzero;
		return true;
	}
	return false;
}
