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

// The file's notes, emptied once each file of the run is checked.  What
// evaluate's hook is told counts the calls of each function as sparse
// evaluates them, and keeps the conditions and the assignments of a
// call's result (most files never ask: only a NULL that a function of
// the file may return does);
// the first question reads them into how many of each function's calls
// have their result tested: directly ('if (!f(k))'), or through the local
// variable an assignment or an initializer gives it to, where a
// condition after it tests that variable.
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
	struct ptrhash tested_vars;		// variable -> where last tested
						// ... (place())
	struct symbol_list *vars;		// ... the variables, in order
	struct ptrhash loop_vars;		// variable a loop's condition
						// ... tests -> itself
	struct ptrhash named;			// each name an expression
						// ... uses -> itself
	struct {
		struct loop_test {
			struct symbol *var;
			struct position pos;	// the condition's
		} *tests;
		int nr, alloc;
	} loops;				// ... each such condition
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
	ptrhash_clear(&notes.loop_vars);
	ptrhash_clear(&notes.named);
	notes.loops.nr = 0;
}

void note_reference(struct symbol *sym)
{
	if (sym && sym->ident)
		ptrhash_put(&notes.named, sym->ident, sym->ident);
}

bool never_used(struct symbol *fn)
{
	struct symbol *def = fn ? fn->definition ? fn->definition : fn : NULL;

	return def && def->ident &&
	       (def->ctype.modifiers & (MOD_STATIC | MOD_UNUSED)) == (MOD_STATIC | MOD_UNUSED) &&
	       !ptrhash_get(&notes.named, def->ident);
}

static unsigned long count_of(const struct ptrhash *safe counts, const void *key)
{
	return (unsigned long)ptrhash_get(counts, key);
}

static void count(struct ptrhash *safe counts, const void *safe key)
{

	ptrhash_put(counts, key, (void *)(count_of(counts, key) + 1));
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

// where @pos is in its stream, as a number that orders them (never 0)
static unsigned long place(struct position pos)
{
	return (unsigned long)pos.line << 17 | (unsigned long)(pos.pos & 0xffff) << 1 | 1;
}

// an assignment kept by note_result_assignment(): a tested call where
// its variable is tested at it or after it (in a condition that makes it,
// '(p = f()) != NULL', further down the same file, or by a loop's
// condition, which tests what the loop's body assigns)
static void read_assignment(struct expression *safe expr)
{
	const struct ident *fn = called(expr->right);
	struct symbol *var = fn ? assigned_variable(expr) : NULL;
	unsigned long last = var ? (unsigned long)ptrhash_get(&notes.tested_vars, var) : 0;

	if (!fn || !last)
		return;
	if (ptrhash_get(&notes.loop_vars, var) || expr->pos.stream != var->pos.stream ||
	    last >= place(expr->pos))
		count(&notes.tested, fn);
}

void note_condition(struct expression *expr)
{
	if (expr)
		keep(&notes.conditions, expr);
}

// a local variable (or parameter) of pointer type
static bool pointer_variable(struct symbol *var)
{
	return local_variable(var) && is_pointer(var);
}

// What the condition @e tests for NULL: under '!', casts, a comparison
// with NULL, the value of an assignment ('(p = f()) != NULL', whose right
// side is given to @assigned, where set, as a condition of its own, and
// whose position goes into *@at).  NULL where it compares with something
// else.
static struct expression *null_tested(struct expression *e,
	void (*assigned)(struct expression *), struct position *safe at)
{
	int depth;

	for (depth = 0; e && depth < 8; depth++) {
		e = strip_casts(e);
		if (!e)
			return NULL;
		if (e->type == EXPR_PREOP && e->op == '!') {
			e = e->unop;
		} else if (e->type == EXPR_COMPARE &&
			   (e->op == SPECIAL_EQUAL || e->op == SPECIAL_NOTEQUAL)) {
			if (is_null_constant(e->right))
				e = e->left;
			else if (is_null_constant(e->left))
				e = e->right;
			else
				return NULL;
		} else if (e->type == EXPR_ASSIGNMENT && e->op == '=') {
			// a local variable's: read_assignment() counts it
			if (assigned && !pointer_variable(variable_of(e->left)))
				assigned(e->right);
			*at = e->pos;
			e = e->left;
		} else {
			break;
		}
	}
	return e;
}

// the local variable (or parameter) of pointer type that the condition
// @cond tests for NULL ('p', '!p', 'p != NULL'), or NULL
static struct symbol *tested_variable(struct expression *safe cond)
{
	struct position at = cond->pos;
	struct symbol *var = variable_of(null_tested(cond, NULL, &at));

	return pointer_variable(var) ? var : NULL;
}

// read a condition kept by note_condition()
static void read_condition(struct expression *expr)
{
	struct position at = expr ? expr->pos : (struct position){ 0 };
	struct expression *e = expr ? null_tested(expr, read_condition, &at) : NULL;
	const struct ident *fn;
	struct symbol *var;
	unsigned long last;

	if (!e)
		return;
	fn = called(e);
	if (fn) {
		count(&notes.tested, fn);
		return;
	}
	var = variable_of(e);
	if (!var || !pointer_variable(var))
		return;
	// where it is tested last, in its own function's file (a test in
	// a macro's body of another file's: anywhere); a condition that
	// assigns it tests it where it assigns it
	last = (unsigned long)ptrhash_get(&notes.tested_vars, var);
	if (!last)
		add_symbol(&notes.vars, var);
	if (at.stream != var->pos.stream)
		ptrhash_put(&notes.tested_vars, var, (void *)~0UL);
	else if (place(at) > last)
		ptrhash_put(&notes.tested_vars, var, (void *)place(at));
}

void note_loop_condition(struct expression *cond)
{
	struct symbol *var = cond ? tested_variable(cond) : NULL;
	struct loop_test *tests = notes.loops.tests;

	if (!cond || !var)
		return;
	ptrhash_put(&notes.loop_vars, var, var);
	if (!tests || notes.loops.nr == notes.loops.alloc) {
		notes.loops.alloc = notes.loops.alloc * 2 + 16;
		tests = realloc(tests, notes.loops.alloc * sizeof(*tests));
		if (!tests)
			die("out of memory");
		notes.loops.tests = tests;
	}
	tests[notes.loops.nr].var = var;
	tests[notes.loops.nr++].pos = cond->pos;
}

struct symbol *loop_tested_variable(struct position pos, const struct ident *ident)
{
	struct loop_test *tests = notes.loops.tests;
	int i;

	for (i = 0; tests && i < notes.loops.nr; i++) {
		struct symbol *var = tests[i].var;

		if (var && var->ident == ident && tests[i].pos.stream == pos.stream &&
		    tests[i].pos.line == pos.line)
			return var;
	}
	return NULL;
}

bool result_expected(struct symbol *fn)
{
	struct expression *expr;
	struct symbol *var;
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
	// tested by a call of it: the file says that its NULL can come
	return count_of(&notes.tested, fn->ident) > 0;
}
