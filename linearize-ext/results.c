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
// hooks count the calls of each function as sparse evaluates them, and
// keep the conditions and the assignments of a call's result (most files
// never ask: only a NULL that a function of the file may return does);
// the first question reads them into how many of each function's calls
// have their result tested: directly ('if (!f(k))'), or through the local
// variable an assignment or an initializer gives it to, where a
// condition tests that variable.
struct expressions {
	struct expression **exprs;
	int nr, alloc;
};

static struct {
	struct expressions conditions;		// not read yet
	struct expressions calls;		// ... nor these
	struct expression_list *assignments;	// ... nor these
	struct ptrhash calls_of;		// function name -> how many calls
	struct ptrhash tested;			// ... -> how many tested
	struct ptrhash tested_vars;		// variable -> itself
	struct symbol_list *vars;		// ... the variables, in order
} notes;

void results_file_done(void)
{
	notes.conditions.nr = 0;
	notes.calls.nr = 0;
	free_ptr_list(&notes.assignments);
	ptrhash_clear(&notes.calls_of);
	ptrhash_clear(&notes.tested);
	ptrhash_clear(&notes.tested_vars);
	free_ptr_list(&notes.vars);
}

static unsigned long count_of(const struct ptrhash *safe counts, const void *key)
{
	return (unsigned long)ptrhash_get(counts, key);
}

static void count(struct ptrhash *safe counts, const void *safe key)
{
	ptrhash_put(counts, key, (void *)(count_of(counts, key) + 1));
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

// keep @expr in @list, to read at the file's first question
static void keep(struct expressions *safe list, struct expression *safe expr)
{
	struct expression **exprs = list->exprs;

	if (!exprs || list->nr == list->alloc) {
		list->alloc = list->alloc * 2 + 64;
		exprs = realloc(exprs, list->alloc * sizeof(*exprs));
		if (!exprs)
			die("out of memory");
		list->exprs = exprs;
	}
	exprs[list->nr++] = expr;
}

void note_call(struct expression *expr)
{
	if (expr)
		keep(&notes.calls, expr);
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

// an assignment kept by note_result_assignment(): a tested call where
// its variable is tested
static void read_assignment(struct expression *safe expr)
{
	const struct ident *fn = called(expr->right);
	struct symbol *var = fn ? assigned_variable(expr) : NULL;

	if (fn && var && ptrhash_get(&notes.tested_vars, var))
		count(&notes.tested, fn);
}

void note_condition(struct expression *expr)
{
	if (expr)
		keep(&notes.conditions, expr);
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
		count(&notes.tested, fn);
		return;
	}
	var = variable_of(e);
	if (!var || !local_variable(var) || !is_pointer(var) ||
	    ptrhash_get(&notes.tested_vars, var))
		return;
	ptrhash_put(&notes.tested_vars, var, var);
	add_symbol(&notes.vars, var);
}

bool result_expected(struct symbol *fn)
{
	struct expression *expr;
	struct symbol *var;
	unsigned long tested;
	int i;

	if (!fn || !fn->ident)
		return false;
	if (notes.conditions.nr || notes.calls.nr || notes.assignments) {
		for (i = 0; notes.calls.exprs && i < notes.calls.nr; i++) {
			const struct ident *name = called(notes.calls.exprs[i]);

			if (name)
				count(&notes.calls_of, name);
		}
		notes.calls.nr = 0;
		for (i = 0; notes.conditions.exprs && i < notes.conditions.nr; i++)
			read_condition(notes.conditions.exprs[i]);
		notes.conditions.nr = 0;
		FOR_EACH_PTR(notes.assignments, expr) {
			if (expr)
				read_assignment(expr);
		} END_FOR_EACH_PTR(expr);
		free_ptr_list(&notes.assignments);
		// initialized with a result: 'struct x *p = f(k); if (!p)'
		FOR_EACH_PTR(notes.vars, var) {
			const struct ident *name = var && var->initializer ?
				called(var->initializer) : NULL;

			if (name)
				count(&notes.tested, name);
		} END_FOR_EACH_PTR(var);
		free_ptr_list(&notes.vars);
	}
	// tested by at least half of its calls
	tested = count_of(&notes.tested, fn->ident);
	return tested && tested * 2 >= count_of(&notes.calls_of, fn->ident);
}
