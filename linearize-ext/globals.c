/*
 * What the file stores in its global variables: see globals.h.
 */
#include <stdio.h>
#include <stdlib.h>

#include "lib.h"
#include "token.h"
#include "expression.h"
#include "symbol.h"
#include "linearize.h"

#include "annotations.h"
#include "globals.h"
#include "ptrhash.h"

// The variables of the file being checked that some assignment stores a
// value into that is not non-NULL by its form, each to itself: made as
// sparse evaluates the file, read as its functions are linearized.  Those
// the solver found a store into that it cannot prove are refuted.
static struct {
	const char *file;
	struct ptrhash pending;
	struct ptrhash refuted;
	int nr_pending, nr_refuted;
} stores;

// the file's notes, started afresh for each file of the run
static void this_file(void)
{
	if (stores.file == base_filename)
		return;
	stores.file = base_filename;
	ptrhash_clear(&stores.pending);
	ptrhash_clear(&stores.refuted);
	stores.nr_pending = stores.nr_refuted = 0;
}

// a global variable as one, whichever of its declarations @sym is: one
// of the file, or declared extern, by its name; a function's static by
// its node (declared once, in the function)
static const void *safe variable(struct symbol *safe sym)
{
	const struct ident *name = sym->ident;

	if (name && (sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_EXTERN)))
		return name;
	return sym;
}

// Is @sym a global pointer variable: of the file, extern, or a
// function's static?
static bool global_pointer(struct symbol *safe sym)
{
	return (sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_STATIC | MOD_EXTERN)) &&
	       sym->type == SYM_NODE && sym->ident && is_pointer(sym);
}

const void *global_pointer_variable(struct symbol *sym)
{
	return sym && global_pointer(sym) ? variable(sym) : NULL;
}

// Is @sym a global variable (of the file, extern, or a function's
// static), of any type?
static bool global(struct symbol *safe sym)
{
	return (sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_STATIC | MOD_EXTERN)) &&
	       sym->type == SYM_NODE && sym->ident;
}

const void *global_variable(struct symbol *sym)
{
	return sym && global(sym) ? variable(sym) : NULL;
}

// the keys global_field() made, each once: by variable a chain, and each
// by itself (for global_field_of())
struct field_key {
	const void *var;
	long long offset;
	struct field_key *next;
};

static struct ptrhash field_chains, field_keys;

const void *global_field(struct symbol *sym, long long offset)
{
	struct symbol *type;
	struct field_key *k, *first;
	const void *var;

	if (!sym || !global(sym) || offset < 0)
		return NULL;
	type = sym->ctype.base_type;
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	if (!type || (type->type != SYM_STRUCT && type->type != SYM_UNION &&
		      type->type != SYM_ARRAY))
		return NULL;
	var = variable(sym);
	first = ptrhash_get(&field_chains, var);
	for (k = first; k; k = k->next) {
		if (k->offset == offset)
			return k;
	}
	k = malloc(sizeof(*k));
	if (!k)
		die("out of memory");
	k->var = var;
	k->offset = offset;
	k->next = first;
	ptrhash_put(&field_chains, var, k);
	ptrhash_put(&field_keys, k, k);
	return k;
}

bool global_field_of(const void *key, const void **safe var, long long *safe offset)
{
	const struct field_key *k = key ? ptrhash_get(&field_keys, key) : NULL;

	if (!k)
		return false;
	*var = k->var;
	*offset = k->offset;
	return true;
}

// Is the value of @e (evaluated) not NULL by its form?
static bool nonnull_by_form(struct expression *e, int depth)
{
	struct symbol *type;

	if (!e || depth > 8)
		return false;
	switch (e->type) {
	case EXPR_STRING:
		return true;
	case EXPR_SYMBOL:
		// an array or a function: its address
		type = e->symbol ? e->symbol->ctype.base_type : NULL;
		return (type && (type->type == SYM_ARRAY || type->type == SYM_FN)) ||
		       is_safe_pointer(e->symbol);
	case EXPR_PREOP:
		if (e->op == '&')
			return true;
		// a load of a safe variable or field
		return e->op == '*' && is_safe_lvalue(e, e->ctype);
	case EXPR_CAST:
	case EXPR_FORCE_CAST:
	case EXPR_IMPLIED_CAST:
		return is_safe_pointer(e->cast_type) ||
		       nonnull_by_form(e->cast_expression, depth + 1);
	case EXPR_CALL:
		return e->fn && is_safe_return(e->fn->ctype);
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		// 'a ?: b' is a where a is not 0
		return (!e->cond_true || nonnull_by_form(e->cond_true, depth + 1)) &&
		       nonnull_by_form(e->cond_false, depth + 1);
	case EXPR_BINOP:
		// an offset from a pointer
		if ((e->op != '+' && e->op != '-') || !e->left || !e->right)
			return false;
		return (is_pointer(e->left->ctype) && nonnull_by_form(e->left, depth + 1)) ||
		       (is_pointer(e->right->ctype) && nonnull_by_form(e->right, depth + 1));
	case EXPR_COMMA:
	case EXPR_ASSIGNMENT:
		return nonnull_by_form(e->right, depth + 1);
	default:
		return false;
	}
}

void note_assignment(struct expression *expr)
{
	struct symbol *sym = assigned_variable(expr);

	if (!expr || !sym || !global_pointer(sym))
		return;
	// 'p += n' and 'p -= n' keep what p was
	if (expr->op != '=' || nonnull_by_form(expr->right, 0))
		return;
	this_file();
	if (!ptrhash_get(&stores.pending, variable(sym))) {
		ptrhash_put(&stores.pending, variable(sym), sym);
		stores.nr_pending++;
	}
}

// Is @sym a global pointer variable whose every store is the file's to
// see?  What is stored through a pointer to it (its address given to a
// function, or kept in memory) is not looked for, as for any memory a
// pointer reaches; nor what another file stores into an extern one.
static inline bool watched(struct symbol *sym)
{
	if (!sym || !global_pointer(sym) || (sym->ctype.modifiers & MOD_VOLATILE))
		return false;
	this_file();
	return true;
}

bool kept_across_calls(struct symbol *sym)
{
	return watched(sym) && !ptrhash_get(&stores.refuted, variable(sym));
}

bool global_to_prove(struct symbol *sym)
{
	if (!watched(sym))
		return false;
	return stores.nr_pending > stores.nr_refuted &&
	       ptrhash_get(&stores.pending, variable(sym)) &&
	       !ptrhash_get(&stores.refuted, variable(sym));
}

bool globals_to_prove(void)
{
	this_file();
	return stores.nr_pending > stores.nr_refuted;
}

void global_unproven(struct symbol *safe sym)
{
	this_file();
	if (ptrhash_get(&stores.refuted, variable(sym)))
		return;
	ptrhash_put(&stores.refuted, variable(sym), sym);
	stores.nr_refuted++;
}

int globals_unproven(void)
{
	this_file();
	return stores.nr_refuted;
}

const void *global_slot(struct instruction *safe insn)
{
	pseudo_t addr = insn->src;
	const void *var;

	if ((insn->opcode != OP_LOAD && insn->opcode != OP_STORE) || insn->is_volatile ||
	    !addr || addr->type != PSEUDO_SYM || !is_pointer(insn->type))
		return NULL;
	if (!insn->offset && (var = global_pointer_variable(addr->sym)))
		return var;
	return global_field(addr->sym, insn->offset);
}

const char *global_slot_name(struct instruction *safe insn, char *safe buf, int size)
{
	struct symbol *sym = insn->src && insn->src->type == PSEUDO_SYM ? insn->src->sym : NULL;
	struct symbol *type = sym ? sym->ctype.base_type : NULL, *member;
	const char *name = sym && sym->ident ? show_ident(sym->ident) : "?";

	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	snprintf(buf, size, "%s", name);
	if (!insn->offset && global_pointer_variable(sym))
		return buf;
	if (type && type->type == SYM_ARRAY && type->ctype.base_type &&
	    type->ctype.base_type->bit_size > 0) {
		snprintf(buf, size, "%s[%lld]", name,
			 insn->offset / (type->ctype.base_type->bit_size / 8));
		return buf;
	}
	FOR_EACH_PTR(type && (type->type == SYM_STRUCT || type->type == SYM_UNION) ?
		     type->symbol_list : NULL, member) {
		if (member && member->ident && member->offset == insn->offset) {
			snprintf(buf, size, "%s.%s", name, show_ident(member->ident));
			break;
		}
	} END_FOR_EACH_PTR(member);
	return buf;
}
