/*
 * What is reported: see evidence.h.  The rules that decide whether a NULL
 * the solver found is worth a warning, read from the solver's queries.
 */
#include <stdlib.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"

#include "evaluate.h"
#include "annotations.h"
#include "nullstate.h"
#include "evidence.h"
#include "paths.h"
#include "results.h"
#include "report.h"

static bool own_evidence(struct instruction *safe why)
{
	return own_source(why->bb && why->bb->ep ? why->bb->ep->name : NULL, why->pos);
}

// the variables sparse left an assignment to out of the IR
static struct symbol_list *dropped;

static void note_dropped_assignment(struct expression *expr)
{
	struct symbol *sym = assigned_variable(expr);

	if (sym && sym->ident)
		add_symbol(&dropped, sym);
}

void install_dropped_assignments(void)
{
	dropped_assignment_hook = note_dropped_assignment;
}

// is @sym, a variable of the function @fn, named @ident?
static bool is_variable_of(struct symbol *safe sym, struct symbol *safe fn, struct ident *ident)
{
	return sym->ident == ident && sym->pos.stream == fn->pos.stream &&
	       sym->pos.line >= fn->pos.line && sym->pos.line <= fn->endpos.line;
}

static bool assigned_out_of_ir(struct entrypoint *ep, pseudo_t p)
{
	struct symbol *fn = ep ? ep->name : NULL, *type, *sym, *arg;
	pseudo_t roots[8];
	int i, n;

	if (!dropped || !fn)
		return false;
	type = function_type(fn);
	n = nullstate_roots(p, roots, 8);
	for (i = 0; i < n; i++) {
		pseudo_t root = roots[i];

		if (!root)
			continue;
		// a parameter is its symbol; a local's values carry its name
		arg = root->type == PSEUDO_ARG && type ?
			ptr_list_nth(type->arguments, root->nr - 1) : NULL;
		FOR_EACH_PTR(dropped, sym) {
			if (arg ? sym == arg :
			    root->ident && is_variable_of(sym, fn, root->ident))
				return true;
		} END_FOR_EACH_PTR(sym);
	}
	return false;
}

// Does every path from the evidence @why, that the NULL of @p can take,
// reach @bb (or end the program)?  A path leaves the NULL behind where it
// returns before @bb; an edge that cannot be taken, or on which @p (or
// what it is computed from) is NONNULL, is no such path (null_takes()).
static bool inevitable(struct nullstate *safe ns, struct instruction *safe why,
	pseudo_t safe p, struct basic_block *safe bb)
{
	struct basic_block *from = why->bb, *child, *b;
	struct basic_block_list *todo = NULL;
	bool escapes = false;
	pseudo_t roots[8];
	int nr = nullstate_roots(p, roots, 8);
	unsigned long gen;

	if (!from || nullstate_order(ns, from) < 0 || from == bb)
		return true;
	// every path to a return goes through @bb: no walk needed
	if (nullstate_postdominates(ns, bb, from))
		return true;
	gen = ++bb_generation;
	from->generation = gen;
	add_bb(&todo, from);
	while (!escapes && (b = delete_ptr_list_last((struct ptr_list **)&todo))) {
		struct instruction *last = path_last_insn(b);

		if (last && last->opcode == OP_RET) {
			escapes = true;
			break;
		}
		FOR_EACH_PTR(b->children, child) {
			if (child == bb || !nullstate_reached(ns, child) ||
			    child->generation == gen || !path_edge_takes_null(ns, b, child, roots, nr))
				continue;
			child->generation = gen;
			add_bb(&todo, child);
		} END_FOR_EACH_PTR(child);
	}
	free_ptr_list(&todo);
	return !escapes;
}

// is @bb in the loop whose header is @head (can it reach one of the
// header's back edges without going through the header)?
static bool loop_contains(struct nullstate *safe ns, struct basic_block *safe head,
	struct basic_block *safe bb)
{
	struct basic_block_list *todo = NULL;
	struct basic_block *parent, *b;
	unsigned long gen = ++bb_generation;
	int order = nullstate_order(ns, head);
	bool found = false;

	head->generation = gen;
	FOR_EACH_PTR(head->parents, parent) {
		if (nullstate_order(ns, parent) >= order && parent->generation != gen) {
			parent->generation = gen;
			add_bb(&todo, parent);
		}
	} END_FOR_EACH_PTR(parent);
	// back from the latches to the header: the loop's blocks
	while (!found && (b = delete_ptr_list_last((struct ptr_list **)&todo))) {
		if (b == bb) {
			found = true;
			break;
		}
		FOR_EACH_PTR(b->parents, parent) {
			if (nullstate_order(ns, parent) >= 0 && parent->generation != gen) {
				parent->generation = gen;
				add_bb(&todo, parent);
			}
		} END_FOR_EACH_PTR(parent);
	}
	free_ptr_list(&todo);
	return found || bb == head;
}

// may the value that the phi source @def passes on be NULL where it
// leaves its block for @head?
static bool enters_maybe_null(struct nullstate *safe ns, struct instruction *safe def,
	struct basic_block *safe head)
{
	struct basic_block *from = def->bb;
	pseudo_t value = def->phi_src;
	enum nullvalue v;
	int k, n;

	if (!from || !value)
		return false;
	n = nullstate_nr_exits(ns, from);
	for (k = 0; k < n; k++) {
		if (nullstate_edge_values(ns, from, k, head, &value, 1, &v) &&
		    nv_may_be_null(v))
			return true;
	}
	return false;
}

// Is the phi @phi, tested by the loop whose header is @head, walked by a
// macro: is the loop a macro's ('for (; se; se = NULL)', as
// for_each_sched_rt_entity() writes it: the loop's blocks take the
// position of its statement), and none of the values it starts with one
// that may be NULL (tested before)?  The loop's test is then the macro's,
// as a test in its body is (own_source()).
static bool walked_by_macro(struct nullstate *safe ns, struct basic_block *safe head,
	struct instruction *safe phi)
{
	pseudo_t src;

	if (!head->pos.macro)
		return false;
	FOR_EACH_PTR(phi->phi_list, src) {
		struct instruction *def = src && src != VOID ? src->def : NULL;

		if (def && def->bb && !loop_contains(ns, head, def->bb) &&
		    enters_maybe_null(ns, def, head))
			return false;
	} END_FOR_EACH_PTR(src);
	return true;
}

// does @head's own branch test one of its phis, as 'while (p)' does?  The
// loop not running is then a case the code tests, as an if would be; not
// where the loop is a macro's walk of the pointer.
static bool tests_own_phi(struct nullstate *safe ns, struct basic_block *safe head)
{
	struct instruction *br = path_last_insn(head);
	pseudo_t tested[NULLSTATE_MAX_TESTED];
	int i, n;

	if (!br || br->opcode != OP_CBR)
		return false;
	n = nullstate_branch_tests(br, tested);
	for (i = 0; i < n; i++) {
		pseudo_t t = tested[i];
		struct instruction *def = t ? t->def : NULL;

		if (t && t->type == PSEUDO_REG && def && def->opcode == OP_PHI &&
		    def->bb == head && !walked_by_macro(ns, head, def))
			return true;
	}
	return false;
}

// Is @p (or the pointer it is computed from) a loop's phi that is NULL
// only as it was before the loop, every pass round the loop making it
// non-NULL, and is @bb out of that loop?  Then it may be NULL at @bb
// only if the loop never ran: no evidence, unless the loop's first test
// is of a pointer it walks ('while (p)'), a test of NULL as an if's
// would be.
static bool only_before_loop(struct nullstate *safe ns, pseudo_t safe p,
	struct basic_block *bb)
{
	pseudo_t roots[8];
	int i, n = nullstate_roots(p, roots, 8);

	if (!bb || nullstate_order(ns, bb) < 0)
		return false;
	for (i = 0; i < n; i++) {
		struct basic_block *head = nullstate_loop_phi(ns, roots[i]);

		if (head && !tests_own_phi(ns, head) && !loop_contains(ns, head, bb))
			return true;
	}
	return false;
}

// Does the NULL reach @bb on a path that can be taken, through branches
// independent of it (paths.h)?  Where the paths to it go through
// branches on what may go with the NULL, or are too many to tell, where
// it reaches @bb on every path it can take, and not only where a loop
// never ran.
static bool reaches(struct nullstate *safe ns, struct instruction *safe why,
	pseudo_t safe p, struct basic_block *safe bb)
{
	switch (null_path(ns, why, p, bb)) {
	case PATH_FOUND:
		return true;
	case PATH_NONE:
		return false;
	default:
		return inevitable(ns, why, p, bb) && !only_before_loop(ns, p, bb);
	}
}

// A call of a function of the file that may return NULL, where the file
// does not expect it to: the function allocates nothing (or nothing with
// the arguments this call gives it, paths.h), and two of the
// file's calls of it or more leave its result untested (results.h).  Its NULL
// is one that its callers rule out (a lookup that cannot miss under their
// locks), not evidence.
static bool unexpected_null(struct nullstate *safe ns, struct instruction *safe why)
{
	pseudo_t fn = why->func;
	struct position pos;

	if (why->opcode != OP_CALL || !nullstate_returns_null(why, &pos) ||
	    (nullstate_call_allocates(why) && path_call_allocates(ns, why)))
		return false;
	return fn && fn->type == PSEUDO_SYM && !result_expected(fn->sym);
}

bool evidence_reaches(struct nullstate *safe ns, pseudo_t safe p,
	struct instruction *safe why, struct basic_block *bb)
{
	struct position pos;
	bool alloc = allocation(why) != NULL || nullstate_returns_null(why, &pos) ||
		     nullstate_call_nulls(why);

	if (unexpected_null(ns, why))
		return false;

	// a _Nullable declaration holds wherever the value goes
	if (why->opcode == OP_LOAD || why->opcode == OP_ENTRY ||
	    (why->opcode == OP_CALL && !alloc))
		return true;
	// an instruction no longer in a block is not reached at all
	if (!bb)
		return false;
	// an allocation, or a call of a function of the file that returns
	// NULL or leaves a variable NULL, is evidence where it is made, an
	// allocator that the kernel
	// inlines (kmalloc()) included; the rest as for a test
	return (alloc || own_evidence(why)) && reaches(ns, why, p, bb) &&
	       !assigned_out_of_ir(bb->ep, p);
}
