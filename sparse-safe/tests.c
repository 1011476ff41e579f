/*
 * The test check (-Wsafe-test): a safe pointer tested for NULL, in a truth
 * context or compared with a null constant.  It is made on the source, as
 * sparse evaluates it: '(void *)p' is a cast to a pointer that is not
 * safe, and testing that is how code says it knows, but the cast is gone
 * from the IR.  And the annotations in places where they mean nothing.
 */
#include <string.h>

#include "lib.h"
#include "evaluate.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"
#include "scope.h"
#include "symbol.h"
#include "token.h"

#include "annotations.h"
#include "checks.h"
#include "names.h"
#include "report.h"

// sparse's evaluate calls this where a 'safe' value is tested at all
static void safe_test(struct expression *expr, struct expression *tested,
	struct expression *other)
{
	if (!Wsafe_test || !expr || !tested)
		return;
	if (other) {
		// a comparison: only one with a null constant tests for NULL
		if (is_null_constant(other) && is_safe_pointer(tested->ctype))
			;
		else if (is_null_constant(tested) && is_safe_pointer(other->ctype))
			tested = other;
		else
			return;
	} else if (!is_safe_pointer(tested->ctype)) {
		return;
	}
	report(expr->pos, "testing safe '%s' for NULL", expression_name(tested));
}

void install_test_check(void)
{
	safe_test_hook = safe_test;
}

// a nonnull parameter tested for NULL in its own function (gcc's
// -Wnonnull-compare), or one whose earlier declaration says _Nonnull: it
// has no 'safe' type for sparse to hand over, so it is found in the IR
static void tested_nonnull(struct instruction *safe insn, pseudo_t p)
{
	struct entrypoint *ep = insn->bb ? insn->bb->ep : NULL;
	struct symbol *fn, *own;

	if (!ep || !p || p->type != PSEUDO_ARG)
		return;
	fn = function_type(ep->name);
	own = fn ? ptr_list_nth(fn->arguments, p->nr - 1) : NULL;
	// its own 'safe' type is the evaluate hook's; one it has from an
	// earlier declaration (clang's _Nonnull left out) is not
	if (is_nonnull_param(ep->name, p->nr) ||
	    (own && !is_safe_pointer(own) && is_safe_param(ep->name, p->nr)))
		report(insn->pos, "testing nonnull parameter '%s' for NULL",
		       pseudo_name(p, "parameter"));
}

void check_nonnull_test(struct instruction *safe insn)
{
	if (Wsafe_test)
		tested_nonnull(insn, nullstate_tested(insn));
}

// 'safe' where it marks no pointer
static void check_placement(struct symbol *safe sym)
{
	struct symbol *type = sym;
	unsigned long mods = 0;

	while (type && type->type == SYM_NODE) {
		mods |= type->ctype.modifiers;
		type = type->ctype.base_type;
	}
	if (!type || !sym->ident)
		return;
	if ((mods & MOD_NEVER_NULL) && type->type != SYM_PTR && type->type != SYM_FN)
		report(sym->pos, "'safe' on '%s', which is not a pointer", show_ident(sym->ident));
	else if (type->type == SYM_PTR && (type->ctype.modifiers & MOD_NEVER_NULL) &&
		 !is_pointer(type->ctype.base_type))
		report(sym->pos, "'safe' before the '*' marks what '%s' points to, "
		       "not the pointer", show_ident(sym->ident));
	if ((mods & MOD_NEVER_NULL) && (mods & MOD_NULLABLE))
		report(sym->pos, "'%s' is declared both never NULL and _Nullable",
		       show_ident(sym->ident));
}

// the nullness a parameter is declared with: safe, _Nullable or neither
static unsigned long nullness_of(struct symbol *sym)
{
	unsigned long mods = 0;

	for (; sym && sym->type == SYM_NODE; sym = sym->ctype.base_type)
		mods |= sym->ctype.modifiers;
	return mods & (MOD_NEVER_NULL | MOD_NULLABLE);
}

// a definition whose parameters say otherwise than an earlier declaration
static void check_redeclaration(struct symbol *safe def)
{
	struct symbol *decl = def->same_symbol;
	struct symbol *fn = function_type(def), *old = function_type(decl);
	struct symbol *a, *b;

	if (!fn || !old || !decl)
		return;
	PREPARE_PTR_LIST(old->arguments, b);
	FOR_EACH_PTR(fn->arguments, a) {
		if (!b)
			break;
		if (a->ident && nullness_of(a) != nullness_of(b) &&
		    (nullness_of(a) | nullness_of(b)) != 0 &&
		    report(a->pos, "'%s' is declared with another nullness than at its "
			   "declaration", show_ident(a->ident)))
			info(b->pos, "    declared here");
		NEXT_PTR_LIST(b);
	} END_FOR_EACH_PTR(a);
	FINISH_PTR_LIST(b);
}

// the members of a structure or union type, nested ones included
static void check_members(struct symbol *type, int depth)
{
	struct symbol *member;

	if (!type || depth > 8 || (type->type != SYM_STRUCT && type->type != SYM_UNION))
		return;
	FOR_EACH_PTR(type->symbol_list, member) {
		struct symbol *base = member->ctype.base_type;

		check_placement(member);
		if (base && !base->ident)
			check_members(base, depth + 1);
	} END_FOR_EACH_PTR(member);
}

static void check_declared(struct symbol *safe sym)
{
	if (sym->namespace == NS_STRUCT)
		check_members(sym, 0);
	else if (sym->namespace == NS_SYMBOL && sym->type == SYM_NODE &&
		 sym->ctype.base_type && sym->ctype.base_type->type != SYM_FN)
		check_placement(sym);
}

// Is @sym one of sparse's own (its builtins), which no one annotates?
static bool is_builtin(struct symbol *safe sym)
{
	static int stream = -2;
	struct stream *streams = input_streams;
	int i;

	if (stream == -2 && streams) {
		// the first of that name: sparse makes it before any file
		stream = -1;
		for (i = 0; i < input_stream_nr && stream < 0; i++) {
			if (streams[i].name && !strcmp(streams[i].name, "builtin"))
				stream = i;
		}
	}
	return stream >= 0 && sym->pos.stream == stream;
}

// what the file declares, once: its structure types and its variables,
// the static ones in its own scope, the others in the global one.  The
// global scope begins with sparse's builtins, bound before any file is
// read: a node of the list that ends with one holds nothing else.
static void check_file_scope(void)
{
	static struct scope *checked;
	struct scope *file = file_scope, *global = global_scope;
	struct ptr_list *head, *node;
	struct symbol *sym;
	int i;

	if (!file || !global || checked == file)
		return;
	checked = file;
	FOR_EACH_PTR(file->symbols, sym) {
		check_declared(sym);
	} END_FOR_EACH_PTR(sym);
	head = (struct ptr_list *)global->symbols;
	for (node = head; node; node = node->next != head ? node->next : NULL) {
		sym = node->nr ? node->list[node->nr - 1] : NULL;
		if (sym && is_builtin(sym))
			continue;
		for (i = 0; i < node->nr; i++) {
			sym = node->list[i];
			if (sym)
				check_declared(sym);
		}
	}
}

void check_annotations(struct entrypoint *safe ep)
{
	struct symbol *sym;

	check_file_scope();
	if (ep->name)
		check_redeclaration(ep->name);
	// the parameters, then the local variables
	FOR_EACH_PTR(ep->syms, sym) {
		check_placement(sym);
	} END_FOR_EACH_PTR(sym);
}
