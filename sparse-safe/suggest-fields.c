/*
 * -fsuggest-safe: the families of functions stored as pointers to one
 * function type, and the pointer fields of the project's structures.  See suggest.h,
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
#include "condsafe.h"
#include "names.h"
#include "nullstate.h"
#include "ptrhash.h"
#include "source.h"
#include "suggest.h"
#include "suggest-internal.h"

////////////////////////////////////////////////////////////////////////
// Families: the functions stored as pointers to one function type

struct symbol *pointed_function(struct symbol *t)
{
	int depth;

	for (depth = 0; t && t->type == SYM_NODE && depth < 16; depth++)
		t = t->ctype.base_type;
	if (!t || t->type != SYM_PTR)
		return NULL;
	t = t->ctype.base_type;
	for (depth = 0; t && t->type == SYM_NODE && depth < 16; depth++)
		t = t->ctype.base_type;
	return t && t->type == SYM_FN ? t : NULL;
}

// the function that @expr names as a value ('f', '&f'), or NULL
static struct symbol *function_named(struct expression *expr)
{
	int depth;

	for (depth = 0; expr && depth < 16; depth++) {
		if (expr->type == EXPR_PREOP && (expr->op == '&' || expr->op == '*'))
			expr = expr->unop;
		else if (expr->type == EXPR_IMPLIED_CAST)
			expr = expr->cast_expression;
		else
			break;
	}
	return expr && expr->type == EXPR_SYMBOL ? function_node(expr->symbol) : NULL;
}

// where the function type @type is declared: its first parameter's
// place, or its own (a line of 0 where sparse gave none)
static struct position type_place(struct symbol *safe type)
{
	struct symbol *arg = first_ptr_list((struct ptr_list *)type->arguments);

	return arg && arg->pos.line ? arg->pos : type->pos;
}

// The family of @type: the type of the first function stored as one
// declared where @type is.  Each file reads a header again: the function
// types of its declarations are new ones, one family all the same.
static struct symbol *family_type(struct symbol *safe type)
{
	struct position a = type_place(type);
	struct stored *s = sg.stored;
	struct symbol *joined = ptrhash_get(&sg.joined, type);
	int i;

	if (joined)
		return joined;

	for (i = 0; s && i < sg.nr_stored; i++) {
		if (s[i].type == type)
			return type;
		if (a.line && same_place(a, type_place(s[i].type)))
			return s[i].type;
	}
	return NULL;
}

// the function types @a and @b must stay alike: each is in the
// other's family, where it has none of its own (join_families()); a
// pair noted twice is joined twice, to the same
static void alike(struct symbol *safe a, struct symbol *safe b)
{
	if (a == b)
		return;
	if (sg.nr_alike == sg.alloc_alike || !sg.alike)
		sg.alike = grow(sg.alike, &sg.alloc_alike, sizeof(*sg.alike));
	sg.alike[sg.nr_alike++] = (struct alike) { a, b };
}

void join_families(void)
{
	struct symbol *decl, *other;
	struct alike *pairs;
	bool again = true;
	int i, rounds = 0;

	// a parameter of function type, in each declaration of its function
	FOR_EACH_PTR(sg.decls, decl) {
		struct symbol *fn = decl ? decl->ctype.base_type : NULL, *arg, *type;
		struct symbol_list *same = decl && decl->ident ?
			ptrhash_get(&sg.decls_by_name, decl->ident) : NULL;
		int nr = 0;

		if (!decl || !fn || fn->type != SYM_FN)
			continue;
		FOR_EACH_PTR(fn->arguments, arg) {
			nr++;
			if (!arg || !(type = pointed_function(arg)))
				continue;
			FOR_EACH_PTR(same, other) {
				struct symbol *ofn = other ? other->ctype.base_type : NULL;
				struct symbol *oarg = ofn && ofn->type == SYM_FN &&
					other != decl && same_function(other, decl) ?
					ptr_list_nth(ofn->arguments, nr - 1) : NULL;
				struct symbol *otype = oarg ? pointed_function(oarg) : NULL;

				if (otype)
					alike(type, otype);
			} END_FOR_EACH_PTR(other);
		} END_FOR_EACH_PTR(arg);
	} END_FOR_EACH_PTR(decl);
	// each pair, each way, as far as the families go
	pairs = sg.alike;
	while (again && rounds++ < 16) {
		again = false;
		for (i = 0; pairs && i < sg.nr_alike; i++) {
			struct symbol *a = family_type(pairs[i].a);
			struct symbol *b = family_type(pairs[i].b);

			if (a && !b)
				ptrhash_put(&sg.joined, pairs[i].b, a);
			else if (b && !a)
				ptrhash_put(&sg.joined, pairs[i].a, b);
			again |= (a && !b) || (b && !a);
		}
	}
}

struct symbol *joined_family(struct symbol *safe type, unsigned int *safe params)
{
	struct symbol *family = family_type(type);

	*params = family && family != type && project_type(family) ? family_params(family) : 0;
	return *params ? family : NULL;
}

static void store_as(struct symbol *safe fn, struct symbol *safe type, struct symbol *callee,
	bool cast)
{
	struct stored *s;
	struct symbol *family = family_type(type);
	int i;

	type = family ? family : type;
	s = sg.stored;
	for (i = 0; s && i < sg.nr_stored; i++) {
		if (s[i].type == type && s[i].fn == fn && s[i].callee == callee && s[i].cast == cast)
			return;
	}
	if (sg.nr_stored == sg.alloc_stored || !s)
		s = sg.stored = grow(sg.stored, &sg.alloc_stored, sizeof(*s));
	s[sg.nr_stored++] = (struct stored) { fn, type, callee, cast };
}

// the value of the variable @expr, a pointer to a function type, flows
// into a pointer to @to: the two types must stay alike
static void flows_into(struct expression *expr, struct symbol *safe to)
{
	struct symbol *from;

	while (expr && expr->type == EXPR_IMPLIED_CAST)
		expr = expr->cast_expression;
	// (a variable read is '*' of its address, as sparse evaluates it)
	if (expr && expr->type == EXPR_PREOP && expr->op == '*')
		expr = expr->unop;
	from = expr && expr->type == EXPR_SYMBOL && expr->symbol ?
		pointed_function(expr->symbol) : NULL;
	if (from)
		alike(from, to);
}

bool stored_as(struct expression *expr, struct symbol *to, struct symbol *callee,
	bool cast)
{
	struct symbol *fn = function_named(expr), *type = pointed_function(to);

	if (!type)
		return false;
	if (!fn) {
		flows_into(expr, type);
		return false;
	}
	store_as(fn, type, callee, cast);
	return true;
}

// Does a file of the run define @fn (its body linearized, or inline)?
static bool defined_in_run(struct symbol *safe fn)
{
	struct symbol *def = fn->definition;
	int i;

	if (def && def->ctype.base_type && def->ctype.base_type->inline_stmt)
		return true;
	for (i = 0; sg.eps && i < sg.nr_eps; i++) {
		struct symbol *name = sg.eps[i]->name;

		if (name && same_function(name, fn))
			return true;
	}
	// another file of the program, as the summary database says
	return fn->ident && !(fn->ctype.modifiers & MOD_STATIC) &&
	       agreed_of(DB_SUGGEST_FUNCTION, show_ident(fn->ident));
}

bool project_type(struct symbol *safe type)
{
	struct position pos = type_place(type);
	const char *name = stream_name(pos.stream);

	return project_file(pos) && name && below_cwd(name);
}

// Is the function type @type one the diff annotates: declared in a file of
// the project, and not as a parameter of a function that no file defines
// (qsort()'s comparator, though a header of the project declares qsort())?
static bool family_annotated(struct symbol *safe type)
{
	int i;

	if (!project_type(type))
		return false;
	for (i = 0; sg.stored && i < sg.nr_stored; i++) {
		struct symbol *callee = sg.stored[i].callee;

		if (sg.stored[i].type == type && callee && !defined_in_run(callee))
			return false;
	}
	return true;
}

char *safe family_key(struct symbol *safe type)
{
	return place_key(type_place(type));
}

// What the program's files agreed of the family of @type (through the
// summary database): the parameters its functions of every file
// propose.  All, where nothing was agreed of it, and while the rounds
// run (what the file's functions prove in turn is the next agreement's).
static unsigned int agreed_family(struct symbol *safe type)
{
	unsigned long known;
	const struct db_suggested *a;
	char *key;

	if (!sg.nr_agreed || !sg.agreed_taken)
		return ~0U;
	known = (unsigned long)ptrhash_get(&sg.agreed_families, type);
	if (known)
		return known >> 1;
	key = family_key(type);
	a = agreed_of(DB_SUGGEST_FAMILY, key);
	free(key);
	known = a ? a->params : ~0U;
	ptrhash_put(&sg.agreed_families, type, open_code(known));
	return known;
}

unsigned int family_params_here(struct symbol *safe type)
{
	unsigned long known = (unsigned long)ptrhash_get(&sg.annotatable, type);
	unsigned int params = 0;
	struct symbol *arg;
	const char *path, *ins;
	long offset;
	int i = 0;

	if (!family_annotated(type))
		return 0;
	// those of its parameters the diff can annotate
	if (known) {
		params = known >> 1;
	} else {
		FOR_EACH_PTR(type->arguments, arg) {
			if (++i <= 32 && arg && param_edit(arg, &path, &offset, &ins))
				params |= 1U << (i - 1);
		} END_FOR_EACH_PTR(arg);
		ptrhash_put(&sg.annotatable, type, open_code(params));
	}
	for (i = 0; sg.stored && i < sg.nr_stored; i++) {
		struct proposal *p;

		if (sg.stored[i].type != type)
			continue;
		p = proposal_of(sg.stored[i].fn);
		params &= p ? p->params : 0;
	}
	return params;
}

unsigned int family_params(struct symbol *safe type)
{
	return family_params_here(type) & agreed_family(type);
}

struct symbol *family_of_call(struct symbol *fn)
{
	struct symbol *type = fn && !function_node(fn) ? function_type(fn) : NULL;

	type = type ? family_type(type) : NULL;
	return type && family_annotated(type) ? type : NULL;
}

void hold_families(void)
{
	bool changed = true;
	int i;

	while (changed) {
		changed = false;
		for (i = 0; sg.stored && i < sg.nr_stored; i++) {
			struct stored *safe s = &sg.stored[i];
			struct proposal *p = proposal_of(s->fn);
			unsigned int params;

			if (!p)
				continue;
			// a type the diff does not annotate (a library's)
			// leaves a function its own contract only where a
			// cast as written stores it: converted as C does, its
			// annotated type would not match
			if (family_annotated(s->type))
				params = p->params & family_params(s->type);
			else
				params = s->cast ? p->params : 0;
			if (params != p->params) {
				p->params = params;
				changed = true;
			}
		}
	}
}

////////////////////////////////////////////////////////////////////////
// Fields

struct field *field_of(struct symbol *sym)
{
	struct field *f = ptrhash_get(&sg.members, sym);

	if (f || !sym || sym->type != SYM_NODE || !sym->ident)
		return f;
	// a copy that a qualifier made (a 'const' structure's member, as
	// evaluate.c's convert_to_as_mod() gives it): by its name and place
	for (f = ptrhash_get(&sg.names, sym->ident); f; f = f->same_name) {
		if (same_place(f->member->pos, sym->pos)) {
			ptrhash_put(&sg.members, sym, f);
			return f;
		}
	}
	return NULL;
}

struct field *stored_field(struct instruction *safe store)
{
	pseudo_t addr = store->src;
	struct symbol *member = NULL;

	if (addr && addr->type == PSEUDO_SYM && addr->sym)
		member = stored_member(addr->sym, store, NULL, 0);
	return field_of(member ? member : store->type);
}

// the pointer fields of the structure or union @type, nested ones
// included, each known by where it is declared
static void add_fields(struct symbol *type, int depth)
{
	struct symbol *member;

	if (!type || depth > 8 || (type->type != SYM_STRUCT && type->type != SYM_UNION))
		return;
	FOR_EACH_PTR(type->symbol_list, member) {
		struct symbol *base = member ? member->ctype.base_type : NULL;
		struct field *safe *fields, *f = NULL;
		char *key;
		int i;

		if (!member)
			continue;
		if (base && !base->ident && (base->type == SYM_STRUCT || base->type == SYM_UNION)) {
			add_fields(base, depth + 1);
			continue;
		}
		if (!member->ident || !is_pointer(member) || !project_file(member->pos) ||
		    field_of(member))
			continue;
		key = place_key(member->pos);
		fields = sg.fields;
		for (i = 0; fields && i < sg.nr_fields && !f; i++) {
			if (!strcmp(fields[i]->key, key))
				f = fields[i];
		}
		if (f) {
			free(key);
		} else {
			f = calloc(1, sizeof(*f));
			if (!f)
				die("out of memory");
			*f = (struct field) { .member = member, .key = key,
					      .same_name = ptrhash_get(&sg.names, member->ident) };
			ptrhash_put(&sg.names, member->ident, f);
			if (sg.nr_fields == sg.alloc_fields || !fields)
				fields = sg.fields = grow(sg.fields, &sg.alloc_fields, sizeof(*fields));
			fields[sg.nr_fields++] = f;
		}
		ptrhash_put(&sg.members, member, f);
		if (f->nr_decls == f->alloc_decls || !f->decls)
			f->decls = grow(f->decls, &f->alloc_decls, sizeof(*f->decls));
		f->decls[f->nr_decls].member = member;
		f->decls[f->nr_decls++].parent = type;
		f->cond_declared |= cond_safe_member(member, NULL) != NULL;
	} END_FOR_EACH_PTR(member);
}

void file_fields(void)
{
	struct scope *file = file_scope;
	struct symbol *sym;

	if (sg.file == base_filename || !file)
		return;
	sg.file = base_filename;
	FOR_EACH_PTR(file->symbols, sym) {
		if (sym && sym->namespace == NS_STRUCT)
			add_fields(sym, 0);
	} END_FOR_EACH_PTR(sym);
}

void zeroed_fields(struct symbol *type, int depth)
{
	struct symbol *member;

	while (type && (type->type == SYM_NODE || type->type == SYM_ARRAY))
		type = type->ctype.base_type;
	if (!type || depth > 8 || (type->type != SYM_STRUCT && type->type != SYM_UNION))
		return;
	FOR_EACH_PTR(type->symbol_list, member) {
		struct field *f = field_of(member);

		if (f)
			f->zeroed = true;
		else if (member)
			zeroed_fields(member->ctype.base_type, depth + 1);
	} END_FOR_EACH_PTR(member);
}
