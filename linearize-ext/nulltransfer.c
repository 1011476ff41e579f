/*
 * The transfer functions: what each instruction of a block does to the
 * state as it is walked (loads, stores, calls, casts, address arithmetic,
 * selects, phis).  See nulltransfer.h.
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
#include "nulltransfer.h"

// after a load or store through @addr, it is not NULL on this path, nor
// are the pointers it is computed from, nor what a variable that it was
// loaded from holds there (set_value() and, once, its roots: 'init(&n->
// link)' inlined proves 'n' through the copy of its argument that a
// 'safe' parameter keeps in memory).  Setting one that is NONNULL
// already, with no path holding its value, would change nothing that is
// read (the evidence of a fact is read only where it may be NULL).
static void dereference_from(struct nullstate *safe ns, pseudo_t addr, int depth)
{
	pseudo_t roots[8];
	int i, n = nullstate_roots(addr, roots, 8);
	struct instruction *why;

	if (!addr)
		return;
	for (i = 0; i < n; i++) {
		struct pinfo *pi = pinfo(roots[i]);
		struct fact *f, *held;
		enum nullvalue v;

		if (!pi) {
			// what the checks will find, as the solver knows it:
			// a small constant address is NULL
			if (i == 0 && !depth && ns->solving && !ns->null_dereferenced &&
			    ((addr->type == PSEUDO_VAL &&
			      (unsigned long long)addr->value < NULL_PAGE_SIZE) ||
			     nv_may_be_null(value_in(&ns->cur, addr, &why))))
				ns->null_dereferenced = true;
			continue;
		}
		f = map_find(&ns->cur, roots[i]);
		v = f ? f->value : pi->def;
		// (what a variable held is not dereferenced itself)
		if (i == 0 && !depth && ns->solving && nv_may_be_null(v))
			ns->null_dereferenced = true;
		if (v == NV_NONNULL && !pi->stored && !(pi->path && pi->path->useful))
			continue;
		set_value(&ns->cur, roots[i], NV_NONNULL, NULL);
		held = pi->same && pi->path && !depth ? map_find(&ns->cur, pi->path) : NULL;
		if (held && held->held == pi->same)
			dereference_from(ns, held_pseudo(pi->same), depth + 1);
	}
}

static void dereference(struct nullstate *safe ns, pseudo_t addr)
{
	dereference_from(ns, addr, 0);
}

// The fact of the path that @path is the same memory as: where the
// pointer it is reached through holds a value loaded from another path,
// that one's path at the same offset.
static struct fact *through_holder(struct nullstate *safe ns, struct nullpath *safe path)
{
	struct fact *holder = path->parent ? map_find(&ns->cur, path->parent) : NULL;
	struct nullpath *same;

	if (!holder || !holder->held)
		return NULL;
	same = found_path(ns, held_pseudo(holder->held), path->offset[path->depth - 1]);
	return same && same != path ? map_find(&ns->cur, same) : NULL;
}

static void transfer_load(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct pinfo *pi = pinfo(insn->target);
	struct nullpath *path = NULL;
	struct instruction *why = NULL;
	enum nullvalue v = NV_UNKNOWN;
	pseudo_t addr = insn->src;

	dereference(ns, addr);
	if (!is_pointer(insn->type))
		return;
	// count_paths() found it already
	if (!insn->is_volatile && pi)
		path = pi->path;
	if (is_safe_lvalue(insn->lvalue, insn->type)) {
		struct fact *f = path && pi ? map_find(&ns->cur, path) : NULL;

		v = NV_NONNULL;
		// what it holds there: a dereference of the value loaded
		// proves that ('init(n)' inlined, its 'safe' copy of 'n'
		// kept in memory, proves 'n' where it dereferences the copy)
		if (pi)
			pi->same = f ? f->held : 0;
	} else if (is_nullable_pointer(insn->type)) {
		v = NV_MAYBE;		// the declaration says so
		why = insn;
	} else if (path && pi) {
		struct fact *f = map_find(&ns->cur, path), *same;

		pi->same = f ? f->held : 0;
		if (f) {
			v = f->value;
			why = f->why;
		} else {
			// through a pointer another path gave the one it is
			// reached through, and that one still holds: as
			// through the other
			if ((same = through_holder(ns, path))) {
				v = same->value;
				why = same->why;
			} else if (null_static_load(insn)) {
				v = NV_NULL;
				why = insn;
			}
			// what is learnt of the value loaded is learnt of the path
			if (path->useful)
				map_set(&ns->cur, path, 1, v, why)->held = pi->nr;
		}
	} else if (null_static_load(insn)) {
		v = NV_NULL;
		why = insn;
	}
	set_def(ns, insn->target, v, why, path);
}

static void transfer_store(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct pinfo *pi = pinfo(insn->target);
	struct instruction *why;
	struct nullpath *path;
	unsigned int held;
	enum nullvalue v;

	dereference(ns, insn->src);
	if (insn->is_volatile)
		return;
	// a structure stored whole ('s = *other'): what was known of the
	// pointers in it is no longer
	if (!is_pointer(insn->type)) {
		int at = 0;

		while ((path = covered_path(ns, insn, &at))) {
			forget_paths(ns, path, NULL);
			map_remove(&ns->cur, path);
		}
		return;
	}
	path = path_of(ns, insn->src, insn->offset, insn->type);
	if (!path)
		return;
	v = operand_value(ns, &ns->cur, insn->target, insn, &why);
	weaken_elements(ns, path, v, why);
	forget_paths(ns, path, NULL);
	v = operand_value(ns, &ns->cur, insn->target, insn, &why);
	held = pi ? pi->nr : 0;
	if ((v == NV_UNKNOWN && !held) || !path->useful)
		map_remove(&ns->cur, path);
	else
		map_set(&ns->cur, path, 1, v, why)->held = held;
}

// Is @insn, a comparison of a pointer with NULL, a value that only
// arithmetic, a store, a call, a return or a phi reads, not a branch nor
// a select: the test of an 'if' whose arm sparse made into it?
static bool kept_as_value(struct instruction *safe insn)
{
	pseudo_t tested = nullstate_tested(insn);
	struct pseudo_user *pu;
	bool used = false;

	if (!tested || !is_pointer_value(tested) || !insn->target)
		return false;
	FOR_EACH_PTR(insn->target->users, pu) {
		struct instruction *user = pu ? pu->insn : NULL;

		if (!user || !user->bb)
			continue;
		switch (user->opcode) {
		case OP_CBR: case OP_SEL: case OP_SWITCH:
		case OP_SET_EQ: case OP_SET_NE: case OP_NOT:
			return false;
		}
		used = true;
	} END_FOR_EACH_PTR(pu);
	return used;
}

// a select is a test whose two sides meet again at once: what it tested
// (@cond) is, after it, the join of what each side says
static void tested_both_ways(struct nullstate *safe ns, struct instruction *safe insn,
	pseudo_t cond)
{
	struct refinement t[MAX_REFINE], f[MAX_REFINE];
	int nt = cond_facts(cond, 1, t, 0, 0);
	int nf = cond_facts(cond, 0, f, 0, 0);
	int side, i;

	for (side = 0; side < 2; side++) {
		struct refinement *r = side ? f : t;
		int n = side ? nf : nt;

		for (i = 0; i < n; i++) {
			struct instruction *why;
			enum nullvalue v = value_in(&ns->cur, r[i].p, &why);
			enum nullvalue after = nv_join(side_value(t, nt, r[i].p, v),
						       side_value(f, nf, r[i].p, v));

			if (after == v)
				continue;
			if (nv_may_be_null(after) && !nv_may_be_null(v))
				why = insn;
			set_value(&ns->cur, r[i].p, after, why);
		}
	}
}

// A NULL or MAYBE passed to a nonnull parameter is something the checks
// report: note it, as for a dereference.  (The argument is not taken as
// proven by the call: each call with it is reported.)
static void pass_nonnull(struct nullstate *safe ns, struct instruction *safe call)
{
	struct symbol *fn = first_ptr_list((struct ptr_list *)call->fntypes);
	struct instruction *why;
	pseudo_t arg;
	int nr = 0;

	if (!function_type(fn))
		return;
	FOR_EACH_PTR(call->arguments, arg) {
		if (!is_nonnull_param(fn, ++nr))
			continue;
		if (ns->solving && nv_may_be_null(value_in(&ns->cur, arg, &why)))
			ns->null_dereferenced = true;
	} END_FOR_EACH_PTR(arg);
}

// 'p ? f(p) : NULL' where f keeps p's nullness (casts, '+', '-', as in
// container_of()): NULL exactly when p is, so p's value; NULL if not
static pseudo_t null_preserving(struct instruction *safe insn)
{
	pseudo_t src[2] = { insn->src2, insn->src3 }, p;
	int side;

	for (side = 0; side < 2; side++) {
		pseudo_t s = src[side];

		if (!s || s->type != PSEUDO_VAL || s->value)
			continue;
		p = null_root(insn->src1, !side, src[!side]);
		if (p)
			return p;
	}
	return NULL;
}

// @p, under the casts of one pointer type to another that leave it what
// it is ('path ? path : "?"' of a 'const char *' casts path)
static pseudo_t uncast(pseudo_t p)
{
	struct instruction *def;
	int depth;

	for (depth = 0; p && depth < 4; depth++) {
		if (DEF_OPCODE(def, p) != OP_PTRCAST && DEF_OPCODE(def, p) != OP_COPY)
			break;
		p = def->src;
	}
	return p;
}

// the value of a select: each operand under its side of the condition;
// false if it is 'p ? f(p) : NULL', whose test says nothing of p
static bool transfer_select(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct refinement r[MAX_REFINE];
	struct instruction *why, *w;
	enum nullvalue v = NV_BOTTOM, s;
	pseudo_t src[2] = { insn->src2, insn->src3 }, mapped;
	int side, i, n;

	if (!is_pointer(insn->type) && !is_tracked(insn->src2) && !is_tracked(insn->src3))
		return true;
	mapped = null_preserving(insn);
	if (mapped) {
		v = operand_value(ns, &ns->cur, mapped, insn, &why);
		set_def(ns, insn->target, v, why, NULL);
		return false;
	}
	why = NULL;
	for (side = 0; side < 2; side++) {
		s = operand_value(ns, &ns->cur, src[side], insn, &w);
		// 'x ? x : y': x, on the side where it is not 0, tracked or not
		if (!side && uncast(src[side]) == uncast(insn->src1))
			s = nv_refine(s, NV_IS_NONNULL);
		n = cond_facts(insn->src1, !side, r, 0, 0);
		for (i = 0; i < n; i++) {
			if (r[i].p == src[side] || uncast(src[side]) == uncast(r[i].p)) {
				s = nv_refine(s, r[i].is_null);
				if (r[i].is_null)
					w = insn;
			}
		}
		if (!nv_may_be_null(v) && nv_may_be_null(s))
			why = w;
		v = nv_join(v, s);
	}
	set_def(ns, insn->target, v, why, NULL);
	return true;
}

// the value of a result computed from a pointer operand
static void transfer_keep(struct nullstate *safe ns, struct instruction *safe insn, pseudo_t src)
{
	struct pinfo *pi = pinfo(src), *kept;
	struct instruction *why;
	enum nullvalue v;

	// an integer is followed where it is made from a tracked pointer, or
	// from a symbol's address ('line[n - 1]' may be '(line - 1) + n')
	if (!pi && !is_pointer(insn->type) && (!src || src->type != PSEUDO_SYM))
		return;
	if (is_safe_pointer(insn->type)) {
		set_def(ns, insn->target, NV_NONNULL, NULL, NULL);
		return;
	}
	v = operand_value(ns, &ns->cur, src, insn, &why);
	set_def(ns, insn->target, v, why, NULL);
	kept = pinfo(insn->target);
	if (pi && kept) {
		pi->derived = true;
		kept->kept = true;
	}
}

bool nullstate_want_tests;

// a branch, select or comparison, for nullstate_tests(): once, on the
// first walk of its block
static inline void note_test(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct bbinfo *bi = ns->current;

	if (!nullstate_want_tests || !ns->solving || ns->splitting || !bi || bi->solved)
		return;
	if (!ns->tests || ns->nr_tests == ns->alloc_tests) {
		ns->alloc_tests = ns->alloc_tests * 2 + 256;
		ns->tests = xrealloc(ns->tests, ns->alloc_tests * sizeof(*ns->tests));
	}
	ns->tests[ns->nr_tests++] = insn;
}

struct instruction *safe *nullstate_tests(struct nullstate *safe ns, int *safe nr)
{
	*nr = ns->nr_tests;
	return ns->tests;
}

// A local whose address @call is given for a parameter whose type says
// that what is stored there is safe ('struct mark *safe *mp'): what it
// holds after the call is not NULL.
static void stored_safe(struct nullstate *safe ns, struct instruction *safe call)
{
	struct symbol *fn = first_ptr_list((struct ptr_list *)call->fntypes);
	struct symbol *type = fn ? function_type(fn) : NULL, *param;
	struct nullpath *path;
	pseudo_t arg;
	int nr = 0;

	if (!type)
		return;
	FOR_EACH_PTR(call->arguments, arg) {
		pseudo_t var = arg;

		nr++;
		// '&m' given for 'struct mark *safe *' is cast to that type
		while (var && var->type == PSEUDO_REG && cast_source(var))
			var = cast_source(var);
		if (!var || var->type != PSEUDO_SYM)
			continue;
		param = ptr_list_nth(type->arguments, nr - 1);
		while (param && param->type == SYM_NODE)
			param = param->ctype.base_type;
		// 'safe' on the pointer parameter qualifies what it points to
		if (!param || param->type != SYM_PTR || !(param->ctype.modifiers & MOD_NEVER_NULL) ||
		    !is_pointer(param->ctype.base_type))
			continue;
		path = path_of(ns, var, 0, param->ctype.base_type);
		if (path && path->kept_local && path->useful)
			map_set(&ns->cur, path, 1, NV_NONNULL, NULL);
	} END_FOR_EACH_PTR(arg);
}

// After @call, a variable whose address it is given, and through which
// it stores what is not NULL on every path on which it returns (its
// summary's out_set), is not NULL: 'make(&list); list->n'.  What an
// argument points to that it only stores NULL into, on every such path
// (null_fields: a field, or the whole pointer at offset 0), is NULL, the
// call the evidence: 'destroy(&p); p->n', 'drop(h); h->buf->n'.
static void set_by_call(struct nullstate *safe ns, struct instruction *safe call)
{
	struct summary *s = summary_of(call);
	struct nullpath *path;
	unsigned int bit;
	pseudo_t arg;
	int nr = 0;

	if (!s)
		return;
	// (fields of what an argument points to, left NULL)
	for (nr = 0; nr < s->nr_null_fields; nr++) {
		arg = ptr_list_nth(call->arguments, s->null_fields[nr].param - 1);
		path = arg ? found_path(ns, arg, s->null_fields[nr].offset) : NULL;
		if (path && path->depth && is_pointer(path->type[path->depth - 1]))
			map_set(&ns->cur, path, 1,
				s->maybe_fields & (1U << nr) ? NV_MAYBE : NV_NULL, call)->held = 0;
	}
	nr = 0;
	if (!s->out_set)
		return;
	FOR_EACH_PTR(call->arguments, arg) {
		nr++;
		bit = nr <= MAX_PARAMS ? 1U << (nr - 1) : 0;
		if (!arg || arg->type != PSEUDO_SYM || !arg->sym || !(s->out_set & bit))
			continue;
		path = found_path(ns, arg, 0);
		if (path && path->depth == 1)
			map_set(&ns->cur, path, 1, NV_NONNULL, NULL)->held = 0;
	} END_FOR_EACH_PTR(arg);
}

// After @call, what it leaves NULL (call_nulls()) is NULL, with the call
// as the evidence: for each such variable that @ns's function reads (one
// it leaves holding an allocation's result untested, MAYBE).
static void nulled_by_call(struct nullstate *safe ns, struct instruction *safe call)
{
	struct summary *s;
	struct nullpath *path;
	int i;

	// most files have no function that leaves a global NULL
	if (!nr_null_globals)
		return;
	s = summary_of(call);
	for (i = 0; s && i < s->nr_null_globals; i++) {
		path = variable_path(ns, s->null_globals[i]);
		// another file's function leaves NULL the variables of the
		// program by their names, not this file's statics
		if (path && !s->file && path->base->sym &&
		    (path->base->sym->ctype.modifiers & MOD_STATIC))
			continue;
		if (path)
			map_set(&ns->cur, path, 1, s->maybe_globals & (1U << i) ? NV_MAYBE : NV_NULL,
				call)->held = 0;
	}
}

#define MAX_KEPT	4			// variables null_kept() finds

// The variables, NULL before @call, whose address it is given, and that
// it leaves as they were where an allocation failed (its summary's
// kept_outs), where the caller drops its result: into @kept (at most
// MAX_KEPT); how many.  Nothing the caller sees tells the failure apart:
// the variable may still be NULL after the call, the call the evidence.
static int null_kept(struct nullstate *safe ns, struct instruction *safe call,
	struct nullpath **safe kept)
{
	struct summary *s = nr_out_nulls ? summary_of(call) : NULL;
	struct nullpath *path;
	struct fact *f;
	pseudo_t arg;
	int nr = 0, n = 0;

	if (!s || !s->kept_outs ||
	    (call->target && call->target != VOID && pseudo_user_list_size(call->target->users)))
		return 0;
	FOR_EACH_PTR(call->arguments, arg) {
		n++;
		if (!arg || arg->type != PSEUDO_SYM || !arg->sym || n > MAX_PARAMS ||
		    !(s->kept_outs & (1U << (n - 1))) || nr == MAX_KEPT)
			continue;
		path = found_path(ns, arg, 0);
		f = path && path->depth == 1 ? map_find(&ns->cur, path) : NULL;
		if (f && f->value == NV_NULL)
			kept[nr++] = path;
	} END_FOR_EACH_PTR(arg);
	return nr;
}

static void transfer(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct nullpath *kept[MAX_KEPT], *path;
	pseudo_t src;
	int nr;

	switch (insn->opcode) {
	case OP_LOAD:
		transfer_load(ns, insn);
		break;
	case OP_STORE:
		transfer_store(ns, insn);
		break;
	case OP_CALL:
		// a call through a function pointer goes through it
		if (insn->func && insn->func->type == PSEUDO_REG)
			dereference(ns, insn->func);
		if (never_returns(insn->func) && ns->current)
			ns->current->ends = true;
		pass_nonnull(ns, insn);
		nr = null_kept(ns, insn, kept);
		forget_paths(ns, NULL, insn);
		stored_safe(ns, insn);
		nulled_by_call(ns, insn);
		set_by_call(ns, insn);
		while (nr-- > 0) {
			if ((path = kept[nr]))
				map_set(&ns->cur, path, 1, NV_MAYBE, insn)->held = 0;
		}
		if (insn->target != VOID && is_pointer(insn->type)) {
			struct symbol *fn = first_ptr_list((struct ptr_list *)insn->fntypes);
			enum nullvalue sum = summary_result(insn);
			unsigned int kind = call_result(fn);
			bool alloc = kind & RESULT_ALLOC;

			// an allocation asked never to fail does not (nor a
			// pool's wrapper given flags that wait)
			if ((alloc && alloc_cannot_fail(insn)) || call_cannot_fail(insn))
				set_def(ns, insn->target, NV_NONNULL, NULL, NULL);
			else if (!(kind & RESULT_SAFE) && nullstate_call_asks_null(insn))
				set_def(ns, insn->target, NV_MAYBE, insn, NULL);
			else if ((kind & RESULT_SAFE) || sum == NV_NONNULL)
				set_def(ns, insn->target, NV_NONNULL, NULL, NULL);
			else if (sum == NV_NULL)
				set_def(ns, insn->target, NV_NULL, insn, NULL);
			else if (sum == NV_MAYBE || (kind & RESULT_NULLABLE) || (Wnull_alloc && alloc))
				set_def(ns, insn->target, NV_MAYBE, insn, NULL);
			else
				set_def(ns, insn->target, NV_UNKNOWN, NULL, NULL);
		}
		break;
	case OP_ASM:
		if (insn->clobber_memory || insn->output_memory)
			forget_paths(ns, NULL, NULL);
		break;
	case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
	case OP_ZEXT: case OP_SEXT: case OP_COPY:
		if (insn->opcode == OP_UTPTR || is_tracked(insn->src) ||
		    (insn->src && insn->src->type == PSEUDO_SYM) || is_pointer(insn->type))
			transfer_keep(ns, insn, insn->src);
		break;
	case OP_ADD: case OP_SUB: case OP_AND: case OP_OR:
		src = pointer_operand(insn);
		if (src)
			transfer_keep(ns, insn, src);
		break;
	case OP_SEL:
		note_test(ns, insn);
		if (transfer_select(ns, insn))
			tested_both_ways(ns, insn, insn->src1);
		break;
	case OP_SET_EQ:
	case OP_SET_NE:
		note_test(ns, insn);
		// 'if (p) found = 1;' made 'found = p != 0': a test as a
		// select is, where no branch reads it
		if (kept_as_value(insn))
			tested_both_ways(ns, insn, insn->target);
		break;
	case OP_CBR:
		note_test(ns, insn);
		break;
	case OP_SETVAL:		// string literals, label addresses
	case OP_SYMADDR:
		set_def(ns, insn->target, NV_NONNULL, NULL, NULL);
		break;
	}
}

void walk_block(struct nullstate *safe ns, struct bbinfo *safe bi,
	void (*visit)(struct nullstate *safe, struct instruction *safe, void *), void *data)
{
	struct instruction *safe *insns = ns->insns;
	unsigned int i;

	ns->current = bi;
	bi->ends = false;
	if (!insns)
		return;
	insns += bi->first;
	for (i = 0; i < bi->nr_insns; i++) {
		struct instruction *safe insn = insns[i];

		if (visit)
			visit(ns, insn, data);
		if (insn->opcode != OP_PHI)
			transfer(ns, insn);
	}
}

// which of the incoming edges of the block being entered is from @pred,
// or -1
static int edge_index(struct nullstate *safe ns, struct basic_block *pred)
{
	struct bbinfo *bi = pred ? pred->priv : NULL;

	return bi && bi->edge_mark == ns->entering ? bi->edge : -1;
}

// 'c ? f(c) : NULL' made of branches (f keeping c's nullness, as
// container_of() does): a phi of f(c) and of a NULL from the side of a
// test of c on which c is NULL has c's value at the test
static bool phi_null_preserving(struct instruction *safe insn, enum nullvalue *safe v,
	struct instruction **safe why)
{
	struct instruction *null = NULL, *other = NULL, *src;
	struct basic_block *bb, *parent;
	struct bbinfo *pi;
	pseudo_t phi, p;
	int hops;

	FOR_EACH_PTR(insn->phi_list, phi) {
		if (phi == VOID || !phi->def)
			continue;
		src = phi->def;
		if (!src->phi_src)
			return false;
		if (src->phi_src->type == PSEUDO_VAL && !src->phi_src->value && !null)
			null = src;
		else if (!other)
			other = src;
		else
			return false;
	} END_FOR_EACH_PTR(phi);
	if (!null || !other)
		return false;
	// a NULL that never gets here (after a call that never returns)
	pi = null->bb ? null->bb->priv : NULL;
	if (!pi || !pi->reached || pi->ends)
		return false;
	// up from the NULL to the test
	for (bb = null->bb, hops = 0; bb && hops < 4; bb = parent, hops++) {
		struct instruction *br;

		if (bb_list_size(bb->parents) != 1)
			return false;
		parent = first_basic_block(bb->parents);
		if (!parent)
			return false;
		pi = parent->priv;
		br = pi ? pi->last : NULL;
		if (!br || br->opcode != OP_CBR || br->bb_true == br->bb_false)
			continue;
		if (!pi->reached || br->of_member)
			return false;
		p = null_root(br->cond, br->bb_true == bb, other->phi_src);
		if (!p)
			return false;
		*v = kept_value_in(&pi->out, p, why);
		return true;
	}
	return false;
}

// A phi source in @from, a block that is not a predecessor of the phi's
// block @to but a predecessor of one of them (sparse places a phi where
// the value is used, so that 'if (!p) p = new(); if (c) use(p);' has the
// phi of p after the second test): put in ns->far the state along the
// edge from @from to that predecessor, and return 1; -1 if that edge is
// never taken, or @from is a predecessor whose own edge is not; 0 if there
// is no such predecessor, or more than one.
static int far_source(struct nullstate *safe ns, struct bbinfo *safe from, struct bbinfo *safe to)
{
	struct basic_block *pred, *via = NULL, *parent;

	FOR_EACH_PTR(to->bb->parents, pred) {
		// a direct predecessor whose edge is not taken
		if (pred == from->bb)
			return -1;
		FOR_EACH_PTR(pred->parents, parent) {
			if (parent != from->bb)
				continue;
			if (via && via != pred)
				return 0;
			via = pred;
		} END_FOR_EACH_PTR(parent);
	} END_FOR_EACH_PTR(pred);
	if (!via)
		return 0;
	return edge_state(ns, from, via, &ns->far) ? 1 : -1;
}

// The value of @p, a source of the loop's phi @self on a back edge, but
// for what it carries of @self round unchanged (a pass that 'continue's
// keeps it): NV_BOTTOM where it carries only that.  Each other value as
// it is where it is defined.
static enum nullvalue changed_value(pseudo_t p, pseudo_t safe self, int depth)
{
	struct instruction *def = p && p->type == PSEUDO_REG ? p->def : NULL;
	enum nullvalue v = NV_BOTTOM;
	struct pinfo *pi;
	pseudo_t src;

	if (p == self)
		return NV_BOTTOM;
	if (p && p->type == PSEUDO_VAL)
		return p->value ? NV_UNKNOWN : NV_NULL;
	if (def && def->opcode == OP_PHI && depth < 4) {
		FOR_EACH_PTR(def->phi_list, src) {
			struct instruction *ps = src && src != VOID ? src->def : NULL;

			if (ps && ps->phi_src)
				v = nv_join(v, changed_value(ps->phi_src, self, depth + 1));
		} END_FOR_EACH_PTR(src);
		return v;
	}
	pi = p ? pinfo(p) : NULL;
	return pi ? pi->def : NV_UNKNOWN;
}

void transfer_phi(struct nullstate *safe ns, struct bbinfo *safe to,
	struct instruction *safe insn, struct factmap *safe edges)
{
	struct instruction *why = NULL;
	enum nullvalue v = NV_BOTTOM;
	bool pointer = is_pointer(insn->type);
	pseudo_t phi;

	enum nullvalue forward = NV_BOTTOM, back = NV_BOTTOM;
	struct pinfo *pi;

	if (phi_null_preserving(insn, &v, &why)) {
		set_def(ns, insn->target, v, why, NULL);
		return;
	}
	FOR_EACH_PTR(insn->phi_list, phi) {
		struct instruction *src, *w;
		struct bbinfo *from;
		struct factmap *m;
		enum nullvalue s;
		int e;

		if (phi == VOID || !phi->def)
			continue;
		src = phi->def;
		from = src->bb ? src->bb->priv : NULL;
		e = edge_index(ns, src->bb);
		if (e >= 0) {
			m = &edges[e];
		} else {
			// a source not in a direct predecessor: as it is there,
			// or as the edge to the predecessor it leads to has it
			struct bbinfo *bi = src->bb ? src->bb->priv : NULL;

			if (!bi || !bi->reached)
				continue;
			switch (far_source(ns, bi, to)) {
			case -1:
				continue;
			case 0:
				// as it is there (rare: a copy will do)
				kept_copy(&ns->far, &bi->out);
			}
			m = &ns->far;
		}
		pointer |= is_tracked(src->phi_src);
		s = operand_value(ns, m, src->phi_src, src, &w);
		if (!nv_may_be_null(v) && nv_may_be_null(s))
			why = w;
		v = nv_join(v, s);
		// (a pass that keeps the phi as it was makes it no NULL)
		if (from && from->idx >= to->idx)
			back = nv_join(back, nv_may_be_null(s) && insn->target ?
					      changed_value(src->phi_src, insn->target, 0) : s);
		else
			forward = nv_join(forward, s);
	} END_FOR_EACH_PTR(phi);
	if (!pointer)
		return;
	set_def(ns, insn->target, v, why, NULL);
	// NULL only on the way in: NULL after the loop only if it never ran
	pi = pinfo(insn->target);
	if (pi)
		pi->loop = nv_may_be_null(forward) && back != NV_BOTTOM &&
			   !nv_may_be_null(back) ? to : NULL;
}

void hold_phi(struct nullstate *safe ns, struct instruction *safe insn,
	struct factmap *safe edges)
{
	pseudo_t phi;

	if (!insn->target || !pinfo(insn->target) || !is_pointer(insn->type))
		return;
	FOR_EACH_PTR(insn->phi_list, phi) {
		struct instruction *src = phi != VOID ? phi->def : NULL;
		int e = src ? edge_index(ns, src->bb) : -1;

		if (src && e >= 0 && src->phi_src)
			rehome(&edges[e], src->phi_src, insn->target);
	} END_FOR_EACH_PTR(phi);
}
