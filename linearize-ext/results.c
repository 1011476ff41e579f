/*
 * The results of its functions that the file tests: see results.h.
 */
#include <stdlib.h>

#include "lib.h"
#include "token.h"
#include "expression.h"
#include "symbol.h"

#include "annotations.h"
#include "ptrhash.h"
#include "results.h"

// The file's notes, emptied once each file of the run is checked.  The
// hooks only keep the conditions and the assignments of a call's result
// (most files never ask: only a NULL that a function of the file may
// return does); the first question reads them into the functions whose
// result a condition tests (by name), the local variables a condition
// tests, and the results given to local variables (each variable to the
// name of one function, its first; a variable given several functions'
// results is rare).
static struct {
	struct expression **conditions;		// not read yet
	int nr_conditions, alloc_conditions;
	struct expression_list *assignments;	// ... nor these
	struct ptrhash tested;			// function name -> itself
	struct ptrhash tested_vars;		// variable -> itself
	struct ptrhash assigned;		// variable -> function name
	struct symbol_list *vars;		// ... the variables, in order
} notes;

void results_file_done(void)
{
	notes.nr_conditions = 0;
	free_ptr_list(&notes.assignments);
	ptrhash_clear(&notes.tested);
	ptrhash_clear(&notes.tested_vars);
	ptrhash_clear(&notes.assigned);
	free_ptr_list(&notes.vars);
}

static struct expression *strip_casts(struct expression *e)
{
	while (e && (e->type == EXPR_CAST || e->type == EXPR_IMPLIED_CAST ||
		     e->type == EXPR_FORCE_CAST))
		e = e->cast_expression;
	return e;
}

// the name of the function that the call @e (casts stripped) calls, or
// NULL where it is not a call of a named function
static const struct ident *called(struct expression *e)
{
	struct expression *fn;

	e = strip_casts(e);
	if (!e || e->type != EXPR_CALL)
		return NULL;
	fn = e->fn;
	// 'f(x)' calls through f's address: '*&f'
	if (fn && fn->type == EXPR_PREOP && fn->op == '*')
		fn = fn->unop;
	return fn && fn->type == EXPR_SYMBOL && fn->symbol ? fn->symbol->ident : NULL;
}

// a local variable (not a global, not a function's static)
static bool local_variable(struct symbol *sym)
{
	return sym && sym->type == SYM_NODE && sym->ident &&
	       !(sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_STATIC | MOD_EXTERN));
}

// record that @var, a local variable, holds a result of the function @fn
static void assigned(struct symbol *safe var, const struct ident *safe fn)
{
	if (ptrhash_get(&notes.assigned, var))
		return;
	ptrhash_put(&notes.assigned, var, (void *)fn);
	add_symbol(&notes.vars, var);
}

void note_result_assignment(struct expression *expr)
{
	struct expression *right = expr ? expr->right : NULL;

	// 'p = f(x)': a call, maybe cast to the variable's type
	if (right && right->type == EXPR_IMPLIED_CAST)
		right = right->cast_expression;
	if (!right || right->type != EXPR_CALL || expr->type != EXPR_ASSIGNMENT ||
	    expr->op != '=')
		return;
	add_expression(&notes.assignments, expr);
}

// read an assignment kept by note_result_assignment()
static void read_assignment(struct expression *safe expr)
{
	const struct ident *fn = called(expr->right);
	struct symbol *var = fn ? assigned_variable(expr) : NULL;

	if (fn && var && local_variable(var) && is_pointer(var))
		assigned(var, fn);
}

void note_condition(struct expression *expr)
{
	struct expression **conditions = notes.conditions;

	if (!expr)
		return;
	if (!conditions || notes.nr_conditions == notes.alloc_conditions) {
		notes.alloc_conditions = notes.alloc_conditions * 2 + 64;
		conditions = realloc(conditions,
				     notes.alloc_conditions * sizeof(*conditions));
		if (!conditions)
			die("out of memory");
		notes.conditions = conditions;
	}
	conditions[notes.nr_conditions++] = expr;
}

// the variable @e is, once evaluated ('*(&var)'), or NULL
static struct symbol *variable_of(struct expression *e)
{
	if (e && e->type == EXPR_PREOP && e->op == '*')
		e = e->unop;
	return e && e->type == EXPR_SYMBOL ? e->symbol : NULL;
}

// read a condition kept by note_condition()
static void read_condition(struct expression *expr)
{
	struct expression *e = expr;
	const struct ident *fn;
	struct symbol *var;
	int depth;

	// what is tested: under '!', casts, a comparison with NULL, the
	// value of an assignment ('(p = f()) != NULL')
	for (depth = 0; e && depth < 8; depth++) {
		e = strip_casts(e);
		if (!e)
			return;
		if (e->type == EXPR_PREOP && e->op == '!') {
			e = e->unop;
		} else if (e->type == EXPR_COMPARE &&
			   (e->op == SPECIAL_EQUAL || e->op == SPECIAL_NOTEQUAL)) {
			if (is_null_constant(e->right))
				e = e->left;
			else if (is_null_constant(e->left))
				e = e->right;
			else
				return;
		} else if (e->type == EXPR_ASSIGNMENT && e->op == '=') {
			read_condition(e->right);
			e = e->left;
		} else {
			break;
		}
	}
	if (!e)
		return;
	fn = called(e);
	if (fn) {
		ptrhash_put(&notes.tested, fn, (void *)fn);
		return;
	}
	var = variable_of(e);
	if (!var || !local_variable(var) || !is_pointer(var))
		return;
	ptrhash_put(&notes.tested_vars, var, var);
	// initialized with a result: 'struct x *p = f(k); if (!p)'
	fn = var->initializer ? called(var->initializer) : NULL;
	if (fn)
		ptrhash_put(&notes.tested, fn, (void *)fn);
}

bool result_tested(struct symbol *fn)
{
	struct expression *expr;
	struct symbol *var;
	int i;

	if (!fn || !fn->ident)
		return false;
	if (notes.nr_conditions || notes.assignments) {
		FOR_EACH_PTR(notes.assignments, expr) {
			if (expr)
				read_assignment(expr);
		} END_FOR_EACH_PTR(expr);
		for (i = 0; notes.conditions && i < notes.nr_conditions; i++)
			read_condition(notes.conditions[i]);
		free_ptr_list(&notes.assignments);
		notes.nr_conditions = 0;
		FOR_EACH_PTR(notes.vars, var) {
			const struct ident *name = ptrhash_get(&notes.assigned, var);

			if (name && ptrhash_get(&notes.tested_vars, var))
				ptrhash_put(&notes.tested, name, (void *)name);
		} END_FOR_EACH_PTR(var);
	}
	return ptrhash_get(&notes.tested, fn->ident) != NULL;
}
