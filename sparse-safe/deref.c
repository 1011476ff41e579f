/*
 * The dereference checks: null (-Wnull-deref) and deref (-Wsafe-deref).
 */
#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"
#include "options.h"

#include "annotations.h"
#include "checks.h"
#include "names.h"
#include "report.h"

// the pointer an lvalue '*(p + n)' goes through: 'p'
static const char *dereferenced_name(struct instruction *insn)
{
	struct expression *expr = memop_lvalue(insn);

	if (expr && expr->type == EXPR_PREOP && expr->op == '*') {
		expr = expr->unop;
		// the offsets of members and elements
		while (expr->type == EXPR_BINOP && expr->op == '+' &&
		       expr->left->ctype && expr->right->ctype &&
		       !is_pointer(expr->right->ctype))
			expr = expr->left;
		return expression_name(expr);
	}
	return pseudo_name(insn->src, "pointer");
}

// Does every path from the evidence @why reach the block @bb (or end the
// program)?  A pointer that may be NULL is only reported where the NULL
// cannot be left behind: a test whose NULL side later meets another test
// (the pointer's own, in another form: 'if (x) p = ...; ... if (x) *p')
// says nothing about the dereference it does not lead to.
static bool inevitable(struct instruction *why, struct basic_block *bb)
{
	struct basic_block *from = why->bb, *child;
	struct basic_block_list *todo = NULL;
	unsigned long gen = ++bb_generation;
	bool escapes = false;

	if (!from || from == bb)
		return true;
	from->generation = gen;
	bb->generation = gen;
	add_bb(&todo, from);
	while (!escapes && !ptr_list_empty((struct ptr_list *)todo)) {
		struct basic_block *b = delete_ptr_list_last((struct ptr_list **)&todo);
		struct instruction *last = last_instruction(b->insns);

		if (last && last->opcode == OP_RET) {
			escapes = true;
			break;
		}
		FOR_EACH_PTR(b->children, child) {
			if (child->generation == gen)
				continue;
			child->generation = gen;
			add_bb(&todo, child);
		} END_FOR_EACH_PTR(child);
	}
	free_ptr_list(&todo);
	return !escapes;
}

// Is the evidence in the function's own source?  A test inlined from a
// helper ('return type && type->type == SYM_FN;') is the helper's caution,
// not a statement that this caller's pointer may be NULL.  Helpers are
// defined before their callers, in a header or above them in the file.
static bool own_evidence(struct instruction *why)
{
	struct symbol *fn = why->bb ? why->bb->ep->name : NULL;

	if (!fn)
		return true;
	return why->pos.stream == fn->pos.stream && why->pos.line >= fn->pos.line;
}

void check_dereference(struct nullstate *ns, struct instruction *insn)
{
	// the '*' or '->' itself, where there is one: the instruction has the
	// position of whatever was linearized last, its address maybe
	struct expression *lvalue = memop_lvalue(insn);
	struct position pos = lvalue ? lvalue->pos : insn->pos;
	struct instruction *why;
	enum nullvalue v;
	const char *name;

	// a variable's own memory is not a dereference, and what a system
	// header's macro does is not the project's to fix
	if (insn->src->type == PSEUDO_SYM || pos.sysmacro)
		return;
	v = nullstate_value(ns, insn->src, &why);
	if (v == NV_MAYBE && why && (!own_evidence(why) || !inevitable(why, insn->bb)))
		v = NV_UNKNOWN;
	if (nv_may_be_null(v) && Wnull_deref) {
		name = dereferenced_name(insn);
		if (report(pos, "dereference of '%s', which may be NULL", name))
			report_evidence(why, name);
	} else if (v != NV_NONNULL && v != NV_BOTTOM && Wsafe_deref) {
		name = dereferenced_name(insn);
		report(pos, "dereference of '%s', not proven non-NULL", name);
	}
}
