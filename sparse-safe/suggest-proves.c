/*
 * -fsuggest-safe: what each function proves of its own annotations, as
 * each file is read.  See suggest.h,
 * and suggest-internal.h for how the rooms share their state.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <stdarg.h>

#include "lib.h"
#include "symbol.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"
#include "scope.h"
#include "parse.h"
#include "evaluate.h"
#include "target.h"

#include "annotations.h"
#include "checks.h"
#include "condsafe.h"
#include "names.h"
#include "nullstate.h"
#include "ptrhash.h"
#include "source.h"
#include "summarydb.h"
#include "suggest.h"
#include "suggest-internal.h"

// die()'s message comes through the diagnostic hook with no position: a
// run that dies writes no diff, which would be what it read up to there
static bool see_diagnostic(const char *type, struct position pos, const char *fmt, va_list args)
{
	if (type && !strcmp(type, "error: ") && !pos.line && !pos.stream)
		sg.died = true;
	return sg.next_hook && sg.next_hook(type, pos, fmt, args);
}

// the test of @arg that comes first in the source, among @ns's tests of
// @ep's own (an inline function's that it calls says what that function
// takes: nullstate_tolerated_uses())
static struct instruction *first_test(struct nullstate *safe ns, struct entrypoint *safe ep,
	pseudo_t arg)
{
	struct instruction *safe *tests, *first = NULL;
	int k, nr;

	tests = nullstate_tests(ns, &nr);
	for (k = 0; tests && k < nr; k++) {
		struct instruction *safe insn = tests[k];
		pseudo_t tested, roots[8];
		int i, n;

		if (!insn->bb || in_inlined_body(ep, insn))
			continue;
		tested = nullstate_tested(insn);
		n = tested ? nullstate_roots(tested, roots, 8) : 0;
		for (i = 0; i < n; i++) {
			if (roots[i] != arg)
				continue;
			if (!first || insn->pos.line < first->pos.line)
				first = insn;
			break;
		}
	}
	return first;
}

// The tests that the source makes, which sparse may have dropped from the
// IR where both of their sides do the same ('n->v = v; if (!n) return;'):
// a test of a safe value is reported all the same.
struct source_tests {
	struct symbol_list *params;		// the function's parameters
	struct position pos[32];		// parameter n's first test
	unsigned int tested;			// bit n-1: parameter n tested
};

// results of calls tested in a condition ('if (!f())'), of every file
struct symbol_list *results_tested;

static void statement_uses(struct statement *safe stmt, void *data);

// the function a call expression calls by its name, or NULL
static struct symbol *called_function(struct expression *fn)
{
	if (fn && fn->type == EXPR_PREOP && fn->op == '*')
		fn = fn->unop;
	return fn && fn->type == EXPR_SYMBOL ? function_node(fn->symbol) : NULL;
}

// @expr is tested for NULL (a condition, or compared with 0)
static void tested_expression(struct expression *expr, struct source_tests *safe t, int depth)
{
	struct symbol *sym;
	int nr = 0;

	while (expr && depth++ < 64) {
		switch (expr->type) {
		case EXPR_CAST:
		case EXPR_FORCE_CAST:
		case EXPR_IMPLIED_CAST:
			expr = expr->cast_expression;
			continue;
		case EXPR_PREOP:
			// a variable is read as '*' of its address
			if (expr->op == '*' && expr->unop && expr->unop->type == EXPR_SYMBOL) {
				expr = expr->unop;
				continue;
			}
			// a field as '*' of its address, the member its type
			if (expr->op == '*') {
				struct field *f = field_of(expr->ctype);

				if (f)
					f->tested = true;
				return;
			}
			if (expr->op != '!')
				return;
			expr = expr->unop;
			continue;
		case EXPR_ASSIGNMENT:
			// 'if ((p = f()))' tests both
			tested_expression(expr->left, t, depth);
			expr = expr->right;
			continue;
		case EXPR_CALL:
			sym = called_function(expr->fn);
			if (sym)
				add_symbol(&results_tested, sym);
			return;
		case EXPR_SYMBOL:
			FOR_EACH_PTR(t->params, sym) {
				nr++;
				if (sym != expr->symbol || nr > 32 || (t->tested & (1U << (nr - 1))))
					continue;
				t->tested |= 1U << (nr - 1);
				t->pos[nr - 1] = expr->pos;
			} END_FOR_EACH_PTR(sym);
			return;
		default:
			return;
		}
	}
}

// the member whose address @expr is, as sparse evaluates 'p->f': the
// pointer to the structure plus the member's offset (a member at offset 0
// is not told from the structure), or NULL
static struct symbol *member_at(struct expression *expr)
{
	struct symbol *type, *member;
	long long offset;

	if (!expr || expr->type != EXPR_BINOP || expr->op != '+' || !expr->left ||
	    !expr->right || expr->right->type != EXPR_VALUE)
		return NULL;
	offset = expr->right->value;
	type = expr->left->ctype;
	if (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	type = type && type->type == SYM_PTR ? type->ctype.base_type : NULL;
	if (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	if (!type || (type->type != SYM_STRUCT && type->type != SYM_UNION))
		return NULL;
	FOR_EACH_PTR(type->symbol_list, member) {
		if (member && member->offset == offset && field_of(member))
			return member;
	} END_FOR_EACH_PTR(member);
	return NULL;
}

static void walk_expression(struct expression *expr, struct source_tests *safe t, int depth)
{
	struct expression *e;
	struct field *f;

	if (!expr || depth > 256)
		return;
	// '&p->f': the address of the member, not read through
	if ((f = field_of(member_at(expr))))
		f->addressed = true;
	switch (expr->type) {
	case EXPR_LOGICAL:
		tested_expression(expr->left, t, 0);
		tested_expression(expr->right, t, 0);
		break;
	case EXPR_COMPARE:
		if (expr->op != SPECIAL_EQUAL && expr->op != SPECIAL_NOTEQUAL)
			break;
		if (is_null_constant(expr->right))
			tested_expression(expr->left, t, 0);
		else if (is_null_constant(expr->left))
			tested_expression(expr->right, t, 0);
		break;
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		tested_expression(expr->conditional, t, 0);
		walk_expression(expr->conditional, t, depth + 1);
		walk_expression(expr->cond_true, t, depth + 1);
		walk_expression(expr->cond_false, t, depth + 1);
		return;
	case EXPR_PREOP:
		if (expr->op == '!')
			tested_expression(expr->unop, t, 0);
		// a variable read: '*' of its address (not its address taken)
		if (expr->op == '*' && expr->unop && expr->unop->type == EXPR_SYMBOL &&
		    !function_node(expr->unop->symbol))
			return;
		// 'p->f', read or written: what the address is computed from
		if (expr->op == '*' && expr->unop && member_at(expr->unop)) {
			walk_expression(expr->unop->left, t, depth + 1);
			return;
		}
		walk_expression(expr->unop, t, depth + 1);
		return;
	case EXPR_POSTOP:
		walk_expression(expr->unop, t, depth + 1);
		return;
	case EXPR_STATEMENT:
		walk_statements(expr->statement, statement_uses, t);
		return;
	case EXPR_SYMBOL:
		// a function named other than as the one called: its address
		if (function_node(expr->symbol))
			add_symbol(&sg.addressed, function_node(expr->symbol));
		// a variable's address: '&p' of a parameter keeps it in memory,
		// where the solver reads it from (nullstate_untested_uses())
		return;
	case EXPR_CALL: {
		struct symbol *type = expr->fn ? function_type(expr->fn->ctype) : NULL, *param;

		if (!called_function(expr->fn))
			walk_expression(expr->fn, t, depth + 1);
		// a function passed as a parameter of a function pointer's type
		PREPARE_PTR_LIST(type ? type->arguments : NULL, param);
		FOR_EACH_PTR(expr->args, e) {
			if (!stored_as(e, param, called_function(expr->fn), false))
				walk_expression(e, t, depth + 1);
			NEXT_PTR_LIST(param);
		} END_FOR_EACH_PTR(e);
		FINISH_PTR_LIST(param);
		return;
	}
	case EXPR_CAST:
	case EXPR_FORCE_CAST:
	case EXPR_IMPLIED_CAST:
		// a function converted to a pointer to a function type
		if (!stored_as(expr->cast_expression, expr->cast_type, NULL,
			       expr->type != EXPR_IMPLIED_CAST))
			walk_expression(expr->cast_expression, t, depth + 1);
		return;
	case EXPR_DEREF:
		walk_expression(expr->deref, t, depth + 1);
		return;
	case EXPR_INITIALIZER:
		FOR_EACH_PTR(expr->expr_list, e) {
			walk_expression(e, t, depth + 1);
		} END_FOR_EACH_PTR(e);
		return;
	case EXPR_IDENTIFIER:
		walk_expression(expr->ident_expression, t, depth + 1);
		return;
	case EXPR_INDEX:
		walk_expression(expr->idx_expression, t, depth + 1);
		return;
	case EXPR_POS:
		// a member (or an element) initialized with a function
		if (!stored_as(expr->init_expr, expr->ctype, NULL, false))
			walk_expression(expr->init_expr, t, depth + 1);
		return;
	case EXPR_ASSIGNMENT:
		// a function stored: 'p->fn = f'
		if (expr->op == '=' && expr->left && stored_as(expr->right, expr->left->ctype, NULL, false)) {
			walk_expression(expr->left, t, depth + 1);
			return;
		}
		break;
	case EXPR_BINOP:
	case EXPR_COMMA:
		break;
	default:
		return;
	}
	walk_expression(expr->left, t, depth + 1);
	walk_expression(expr->right, t, depth + 1);
}

// one statement's own expressions (walk_statements() gives those it holds)
static void statement_uses(struct statement *safe stmt, void *data)
{
	struct source_tests *safe t = data;
	struct symbol *sym;

	switch (stmt->type) {
	case STMT_DECLARATION:
		FOR_EACH_PTR(stmt->declaration, sym) {
			if (!sym)
				continue;
			if (sym->ctype.modifiers & (MOD_STATIC | MOD_EXTERN))
				zeroed_fields(sym, 0);
			// 'cb_t f = handle;', an inlined call's argument
			if (!stored_as(sym->initializer, sym, NULL, false))
				walk_expression(sym->initializer, t, 0);
		} END_FOR_EACH_PTR(sym);
		return;
	case STMT_EXPRESSION:
		walk_expression(stmt->expression, t, 0);
		return;
	case STMT_RETURN:
		walk_expression(stmt->ret_value, t, 0);
		return;
	case STMT_IF:
		tested_expression(stmt->if_conditional, t, 0);
		walk_expression(stmt->if_conditional, t, 0);
		return;
	case STMT_ITERATOR:
		tested_expression(stmt->iterator_pre_condition, t, 0);
		tested_expression(stmt->iterator_post_condition, t, 0);
		walk_expression(stmt->iterator_pre_condition, t, 0);
		walk_expression(stmt->iterator_post_condition, t, 0);
		return;
	case STMT_SWITCH:
		walk_expression(stmt->switch_expression, t, 0);
		return;
	default:
		return;
	}
}

void replay_reached(struct nullstate *safe ns, struct entrypoint *safe ep,
	void (*visit)(struct nullstate *safe, struct instruction *safe, void *), void *data)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		if (bb && nullstate_reached(ns, bb))
			nullstate_replay(ns, bb, visit, data);
	} END_FOR_EACH_PTR(bb);
}

// Does @ep return a NULL constant ('return NULL;') on a path that @ns
// reached?  Its result is no contract, whatever the proposals make of the
// other returns (a NULL returned under a test of what a parameter points
// to is one a summary leaves to the caller).
static bool returns_null_constant(struct nullstate *safe ns, struct entrypoint *safe ep)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		struct instruction *ret = bb ? last_instruction(bb->insns) : NULL;
		struct instruction *def;
		pseudo_t src;

		if (!bb || !ret || ret->opcode != OP_RET || !ret->src || !nullstate_reached(ns, bb))
			continue;
		if (ret->src->type == PSEUDO_VAL && !ret->src->value)
			return true;
		if (DEF_OPCODE(def, ret->src) != OP_PHI)
			continue;
		// the returns merged into one: their values' sources
		FOR_EACH_PTR(def->phi_list, src) {
			struct instruction *ps = src && src != VOID ? src->def : NULL;

			if (ps && ps->bb && ps->phi_src && ps->phi_src->type == PSEUDO_VAL &&
			    !ps->phi_src->value && nullstate_reached(ns, ps->bb))
				return true;
		} END_FOR_EACH_PTR(src);
	} END_FOR_EACH_PTR(bb);
	return false;
}

struct field *loaded_field(pseudo_t p)
{
	pseudo_t roots[8];
	int i, n = p ? nullstate_roots(p, roots, 8) : 0;

	for (i = 0; i < n; i++) {
		struct instruction *def = roots[i] && roots[i]->type == PSEUDO_REG ? roots[i]->def : NULL;
		struct field *f = def && def->opcode == OP_LOAD ? field_of(def->type) : NULL;

		if (f)
			return f;
	}
	return NULL;
}

// the test of @p: of the field it was loaded from, and of those a phi of
// it merges ('for (m = list->first; m; m = m->next)' tests both)
static void tested_fields(pseudo_t p, int depth)
{
	struct field *f = loaded_field(p);
	struct instruction *def;
	pseudo_t phi;

	if (f)
		f->tested = true;
	if (!p || depth > 2 || DEF_OPCODE(def, p) != OP_PHI)
		return;
	FOR_EACH_PTR(def->phi_list, phi) {
		struct instruction *src = phi != VOID && phi ? phi->def : NULL;

		if (src && src->phi_src)
			tested_fields(src->phi_src, depth + 1);
	} END_FOR_EACH_PTR(phi);
}

// the fields that @call passes what it loaded from: a use of one where
// the parameter must not be NULL, as a dereference is; which parameters
// the suggestions propose is known once every file is read
static void passed_fields(struct instruction *safe call)
{
	struct symbol *fntype = call->opcode == OP_CALL ?
				first_ptr_list((struct ptr_list *)call->fntypes) : NULL;
	struct symbol *fn = call->func && call->func->type == PSEUDO_SYM ? call->func->sym : NULL;
	struct passed_field *passed;
	struct field *f;
	pseudo_t arg;
	int nr = 0;

	FOR_EACH_PTR(call->arguments, arg) {
		nr++;
		f = arg && arg != VOID ? loaded_field(arg) : NULL;
		if (!f || f->used)
			continue;
		if ((fn && is_safe_param(fn, nr)) || is_nonnull_param(fntype, nr)) {
			f->used = true;
			continue;
		}
		if (!fn)
			continue;
		passed = sg.passed;
		if (sg.nr_passed == sg.alloc_passed || !passed)
			passed = sg.passed = grow(sg.passed, &sg.alloc_passed, sizeof(*passed));
		passed[sg.nr_passed].field = f;
		passed[sg.nr_passed].fn = fn;
		passed[sg.nr_passed++].nr = nr;
	} END_FOR_EACH_PTR(arg);
}

void passed_used(void)
{
	int i;

	for (i = 0; sg.passed && i < sg.nr_passed; i++) {
		struct passed_field *safe pf = &sg.passed[i];
		struct proposal *p = proposal_of(pf->fn);

		if (p && pf->nr <= 32 && (p->params & ~p->tolerated & (1U << (pf->nr - 1))))
			pf->field->used = true;
	}
}

// the stores into fields, and the tests of what was loaded from them
static void field_uses(struct nullstate *safe ns, struct instruction *safe insn, void *data)
{
	struct field *f;

	f = insn->opcode == OP_STORE ? stored_field(insn) : NULL;
	if (f) {
		f->stores++;
		if (!insn->target || nullstate_value(ns, insn->target, NULL) != NV_NONNULL)
			f->unproven = true;
	}
	// through what was loaded from a field
	if (insn->opcode == OP_LOAD || insn->opcode == OP_STORE) {
		f = loaded_field(insn->src);
		if (f && !insn->pos.sysmacro)
			f->used = true;
		return;
	}
	if ((insn->opcode == OP_CALL || passes_inlined(insn)) && !insn->pos.sysmacro)
		passed_fields(insn);
	tested_fields(nullstate_tested(insn), 0);
}

// Is @fn, being defined, of a name that another file defined already
// (each module's init)?  Its declarations, a header's prototype among
// them, are then those of one function, which gets what every definition
// proposes (agree()).  Said on stderr once per name.
static bool defined_before(struct symbol *safe fn)
{
	const char *first, *file = base_filename;

	if (!fn->ident || (fn->ctype.modifiers & MOD_STATIC) || !file)
		return false;
	first = ptrhash_get(&sg.defined, fn->ident);
	if (!first) {
		ptrhash_put(&sg.defined, fn->ident, (void *)file);
		return false;
	}
	if (!strcmp(first, file))
		return false;
	if (!ptrhash_get(&sg.redefined, fn->ident)) {
		ptrhash_put(&sg.redefined, fn->ident, fn->ident);
		fprintf(stderr, "%s: '%s' is defined in %s too: its annotations are those "
			"that all its definitions prove\n", file, show_ident(fn->ident), first);
	}
	return true;
}

// what the definitions before @fn's proposed, kept where @own proposes it
static void agree(struct symbol *safe fn, struct proposal *safe own)
{
	struct proposal *p = proposal_of(fn);

	if (p) {
		p->params &= own->params;
		// tolerated by one definition: its callers decide for all
		p->tolerated = (p->tolerated | own->tolerated) & p->params;
		p->result = p->result && own->result;
		p->building &= own->building;
	}
}

// On stderr: the parameter @param of @fn would be safe but for the test
// at @tested.  Where the first pass records the file's proposals, in the
// lines it records too (the program's run prints them).
static void but_for_test(struct symbol *safe fn, struct symbol *safe param, struct position tested)
{
	char at[PATH_MAX + 32], line[2 * PATH_MAX + 256];
	char *copy;

	if (tested.stream == param->pos.stream)
		snprintf(at, sizeof(at), "line %d", tested.line);
	else	// in a header's inline function or macro
		snprintf(at, sizeof(at), "%s:%d", stream_name(tested.stream), tested.line);
	info(param->pos, "parameter '%s' of '%s' would be safe but for the test at %s",
	     show_ident(param->ident), show_ident(fn->ident), at);
	if (!summarydb_is_open() || !getenv(SUGGEST_AGREE_ENV))
		return;
	snprintf(line, sizeof(line), "%s:%d:%d: parameter '%s' of '%s' would be safe but for the test at %s",
		 stream_name(param->pos.stream), param->pos.line, param->pos.pos,
		 show_ident(param->ident), show_ident(fn->ident), at);
	copy = strdup(line);
	if (!copy)
		die("out of memory");
	add_ptr_list(&sg.notes, copy);
}

void suggest_function(struct entrypoint *safe ep, struct nullstate *safe ns)
{
	struct symbol *fn = ep->name, *type, *param;
	struct entrypoint *safe *eps;
	const char **files;
	struct source_tests tests = { };
	struct proposal proposal = { };
	unsigned int derefs, tolerated;
	enum nullvalue value;
	pseudo_t arg;
	int nr = 0;
	unsigned int open = 0, later = 0;
	bool again, recording = summarydb_is_open() && getenv(SUGGEST_AGREE_ENV);

	// (the diff is written at exit, install_suggest())
	if (!sg.started) {
		sg.started = true;
		sg.next_hook = diagnostic_hook;
		diagnostic_hook = see_diagnostic;
	}
	eps = sg.eps;
	files = sg.files;
	if (sg.nr_eps == sg.alloc_eps || !eps || !files) {
		int alloc = sg.alloc_eps;

		eps = sg.eps = grow(sg.eps, &sg.alloc_eps, sizeof(*eps));
		files = sg.files = grow(sg.files, &alloc, sizeof(*files));
	}
	files[sg.nr_eps] = base_filename;
	eps[sg.nr_eps++] = ep;
	sg.functions++;

	file_fields();
	type = fn ? fn->ctype.base_type : NULL;
	if (!fn || !type || type->type != SYM_FN || !ep->entry)
		return;
	// what it stores into the fields, what it tests
	tests.params = type->arguments;
	walk_statements(type->stmt, statement_uses, &tests);
	replay_reached(ns, ep, field_uses, NULL);

	// a header's static function: its copy in a file before
	again = defined_before(fn) || ((fn->ctype.modifiers & MOD_STATIC) && proposal_of(fn));
	if (!project_file(fn->pos)) {
		if (again)
			agree(fn, &proposal);
		return;
	}
	// one without a summary yet proposes nothing now, but what it tests
	// is known for the rounds that grow the proposals
	if (!nullstate_summary(fn, &value, &derefs)) {
		derefs = 0;
		value = NV_UNKNOWN;
	}
	derefs |= nullstate_untested_uses(fn);
	tolerated = nullstate_tolerated_uses(fn);
	proposal.fn = fn;
	PREPARE_PTR_LIST(type->arguments, param);
	FOR_EACH_PTR(ep->entry->arg_list, arg) {
		struct position tested = { 0 };
		struct instruction *test;

		nr++;
		if (!param)
			break;
		if (nr <= 32 && param->ident && is_pointer(param) && !is_safe_param(fn, nr)) {
			test = first_test(ns, ep, arg);
			if (test)
				tested = test->pos;
			if (tests.tested & (1U << (nr - 1)) &&
			    (!test || tests.pos[nr - 1].line < tested.line))
				tested = tests.pos[nr - 1];
			if (!tested.line)
				open |= 1U << (nr - 1);
		}
		// (what a function finishes building is proposed in one run;
		// with the fields it proposes, once they hold: grow_building())
		if (nr <= 32 && param->ident && is_pointer(param) && !recording) {
			if (builds_param(ns, ep, nr))
				proposal.building |= 1U << (nr - 1);
			else if (!is_building_param(fn, nr))
				later |= 1U << (nr - 1);
		}
		if (nr <= 32 && (derefs & (1U << (nr - 1))) && param->ident &&
		    is_pointer(param) && !is_safe_param(fn, nr)) {
			if (!tested.line) {
				proposal.params |= 1U << (nr - 1);
				proposal.tolerated |= tolerated & (1U << (nr - 1));
			} else
				but_for_test(fn, param, tested);
		}
		NEXT_PTR_LIST(param);
	} END_FOR_EACH_PTR(arg);
	FINISH_PTR_LIST(param);
	if (returns_null_constant(ns, ep))
		ptrhash_put(&sg.null_returns, fn, fn);
	proposal.result = value == NV_NONNULL && is_pointer(type->ctype.base_type) &&
			  !is_safe_return(fn) && !ptrhash_get(&sg.null_returns, fn);
	if (again) {
		agree(fn, &proposal);
		return;
	}
	// what the proposals may make it prove (grow_proposals())
	ptrhash_put(&sg.open_params, fn, open_code(open));
	if (later)
		ptrhash_put(&sg.build_later, fn, open_code(later));
	if (!proposal.params && !proposal.result && !proposal.building)
		return;
	add_proposal(&proposal);
}

static void declared(struct symbol *sym)
{
	struct symbol *node = function_node(sym);

	if (!node) {
		if (sym && sym->type == SYM_NODE && sym->namespace == NS_SYMBOL) {
			// a static initializer is not linearized
			struct source_tests none = { };

			// 'cb_t handler = f;'
			if (!stored_as(sym->initializer, sym, NULL, false))
				walk_expression(sym->initializer, &none, 0);
			zeroed_fields(sym, 0);
		}
		return;
	}
	if (!node->builtin)
		add_symbol(&sg.funcs, node);
}

void suggest_file_done(void)
{
	static int global_seen;			// what the files before saw
	struct scope *file = file_scope, *global = global_scope;
	struct symbol *sym;
	int n = 0;

	if (!fsuggest_safe || !file || !global)
		return;
	// the diff writes 'safe': a macro that safe.h defines
	if (sg.functions && !lookup_symbol(built_in_ident("safe"), NS_MACRO) && base_filename) {
		char *name = (char *)base_filename;

		add_ptr_list(&sg.no_safe, name);
	}
	// ... and 'cond_safe' and '__building', where it proposes them
	if (sg.functions && base_filename) {
		char *name = (char *)base_filename;

		if (!lookup_symbol(built_in_ident("cond_safe"), NS_MACRO))
			add_ptr_list(&sg.no_cond_safe, name);
		if (!lookup_symbol(built_in_ident("__building"), NS_MACRO))
			add_ptr_list(&sg.no_building, name);
	}
	sg.functions = 0;
	// the file's static declarations, then the others: the global
	// scope outlives the file, and holds those of the files before
	FOR_EACH_PTR(file->symbols, sym) {
		declared(sym);
	} END_FOR_EACH_PTR(sym);
	FOR_EACH_PTR(global->symbols, sym) {
		if (n++ >= global_seen)
			declared(sym);
	} END_FOR_EACH_PTR(sym);
	global_seen = n;
}

// an inline function of the file, linearized: solved for the suggestions
// only (linearize_hook, while suggest_inline_functions() runs)
static void suggest_inline(struct entrypoint *ep)
{
	struct nullstate *ns;

	if (!ep)
		return;
	suggest_addresses(ep);
	annotations_reset();
	nullstate_learn(ep);
	nullstate_want_tests = true;
	ns = nullstate_solve_scan(ep, NULL, NULL);
	if (!ns)
		return;
	nullstate_summarize(ns);
	suggest_function(ep, ns);
	nullstate_free(ns);
}

// what sparse would say of an inline function's own body, which it never
// checks as such: not the run's
static bool quiet(const char *type, struct position pos, const char *fmt, va_list args)
{
	return true;
}

// Was the inline function @sym solved already, as a copy of a header's
// that a file before defined?  Noted if not.
static bool inline_solved(struct symbol *safe sym)
{
	struct ident *name = sym->ident;
	struct symbol_list *copies;
	struct symbol *copy;

	if (!name)
		return false;
	copies = ptrhash_get(&sg.inlines, name);
	FOR_EACH_PTR(copies, copy) {
		if (copy && same_function(copy, sym))
			return true;
	} END_FOR_EACH_PTR(copy);
	add_symbol(&copies, sym);
	ptrhash_put(&sg.inlines, name, copies);
	return false;
}

void suggest_inline_functions(void)
{
	void (*hook)(struct entrypoint *) = linearize_hook;
	bool (*said)(const char *, struct position, const char *, va_list) = diagnostic_hook;
	struct symbol_list *list = inline_definitions, *solved = NULL;
	int errors = has_error, dies = die_if_error;
	unsigned int warnings = fmax_warnings;
	struct symbol *sym;

	inline_definitions = NULL;
	if (!fsuggest_safe)
		return;
	FOR_EACH_PTR(list, sym) {
		struct symbol *type = sym->ctype.base_type;

		// one whose address is taken has its body already (and its
		// own pointer types to change): left alone; a header's, solved
		// in a file before, is the same function (same_function())
		if (type && type->type == SYM_FN && type->inline_stmt && !type->stmt &&
		    project_file(sym->pos) && !inline_solved(sym))
			add_symbol(&solved, sym);
	} END_FOR_EACH_PTR(sym);
	free_ptr_list(&list);
	if (!solved)
		return;
	linearize_hook = suggest_inline;
	diagnostic_hook = quiet;
	evaluate_symbol_list(solved);		// each body, out of line
	FOR_EACH_PTR(solved, sym) {
		expand_symbol(sym);
		linearize_symbol(sym);
	} END_FOR_EACH_PTR(sym);
	linearize_hook = hook;
	diagnostic_hook = said;
	has_error = errors;
	die_if_error = dies;
	fmax_warnings = warnings;
	free_ptr_list(&solved);
}

void sort_declarations(void)
{
	struct symbol *node;

	FOR_EACH_PTR(sg.funcs, node) {
		struct symbol_list *same;

		if (!node || !project_file(node->pos))
			continue;
		add_symbol(&sg.decls, node);
		// by name too: the declarations of one function share it
		if (!node->ident)
			continue;
		same = ptrhash_get(&sg.decls_by_name, node->ident);
		add_symbol(&same, node);
		ptrhash_put(&sg.decls_by_name, node->ident, same);
	} END_FOR_EACH_PTR(node);
}

void suggest_addresses(struct entrypoint *safe ep)
{
	pseudo_t p;

	// the symbols it uses, each with its users there (sparse forgets
	// a symbol's pseudo once the function is linearized)
	FOR_EACH_PTR(ep->accesses, p) {
		struct symbol *fn = p && p->type == PSEUDO_SYM ? function_node(p->sym) : NULL;
		struct pseudo_user *pu;
		bool taken = false;

		if (!fn)
			continue;
		FOR_EACH_PTR(p->users, pu) {
			struct instruction *insn = pu ? pu->insn : NULL;

			if (insn && insn->bb && (insn->opcode != OP_CALL || pu->userp != &insn->func))
				taken = true;
		} END_FOR_EACH_PTR(pu);
		if (taken)
			add_symbol(&sg.addressed_ir, fn);
	} END_FOR_EACH_PTR(p);
}

void suggest_assignment(struct expression *expr)
{
	struct symbol *var = expr && expr->op == '=' ? assigned_variable(expr) : NULL;

	if (fsuggest_safe && var && is_pointer(var))
		ptrhash_put(&sg.assigned, var, var);
}

bool suggest_keeps(struct entrypoint *ep, struct symbol *var)
{
	struct symbol *type = ep && ep->name ? ep->name->ctype.base_type : NULL;

	// sparse's MOD_ASSIGNED says more: 'p->x = v' and 'p++' too
	return fsuggest_safe && type && var && ptrhash_get(&sg.assigned, var) &&
	       lookup_ptr_list_entry((struct ptr_list *)type->arguments, var);
}
