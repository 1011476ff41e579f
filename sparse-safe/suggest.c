/*
 * -fsuggest-safe: the 'safe' annotations the checked code proves, as a
 * diff.  See suggest.h.
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
#include "names.h"
#include "nullstate.h"
#include "ptrhash.h"
#include "source.h"
#include "suggest.h"

// a function's proposals
struct proposal {
	struct symbol *safe fn;			// its definition
	unsigned int params;			// bit n-1: parameter n
	unsigned int tolerated;			// ... of those, one that an inline
						// ... function it calls tests
						// ... (nullstate_tolerated_uses())
	unsigned int withdrawn;			// ... one withdrawn: not grown again
	bool result;
	bool result_withdrawn;
};

// A pointer field of a structure of the project.  Each file has its own
// declaration of it (a header's, read again): it is known by where it is
// declared.
struct field {
	struct symbol *safe member;		// a declaration of it
	char *safe key;				// 'path:line:col'
	unsigned int stores;			// stores into it seen
	bool unproven;				// one stores what is not proven
						// ... non-NULL
	bool tested;				// a test of it
	bool used;				// a load or store through what
						// ... is loaded from it
	bool contract;				// proposed because it is used
						// ... untested, whatever its stores
	bool addressed;				// its address taken
	bool zeroed;				// in an object of static storage
						// ... (zero-initialized)
	bool proposed;
	bool withdrawn;				// once proposed: not grown again
	struct field *same_name;		// another of its name
	unsigned int stores_now;		// in the round that grows the
	bool unproven_now;			// ... proposals: as above, with
						// ... them taken as made
};

// A function whose address is stored as a pointer to the function type
// @type (a member's, a typedef's, a parameter's, what a cast makes it):
// the functions stored as one type are a family, called through it.
struct stored {
	struct symbol *safe fn;
	struct symbol *safe type;		// the SYM_FN pointed to
	struct symbol *callee;			// passed to this function's
						// ... parameter, if it was
	bool cast;				// by a cast as written
};

// What is loaded from a field, passed as argument @nr of a call to @fn:
// a use of the field where the parameter is safe or proposed
// (passed_used())
struct passed_field {
	struct field *safe field;
	struct symbol *safe fn;
	int nr;
};

// an insertion of 'safe' into a file
struct edit {
	const char *safe path;			// as sparse opened it
	char *safe key;				// the file, as realpath() has it
	long offset;				// where, in bytes
	const char *safe text;			// what
};

static struct {
	bool started;
	struct proposal *list;
	int nr, alloc;
	struct entrypoint *safe *eps;		// every function checked
	const char **files;			// ... and the file it is in
	int nr_eps, alloc_eps;
	struct symbol_list *funcs;		// the functions declared
	struct symbol_list *decls;		// ... those in the project's files
	struct symbol_list *addressed;		// those whose address is taken,
						// ... other than as stored
	struct symbol_list *addressed_ir;	// ... as the IR has it (where the
						// ... source says nothing of it)
	struct stored *stored;			// ... stored as a pointer to a
	int nr_stored, alloc_stored;		// ... function type
	struct ptrhash annotatable;		// a family's type -> its parameters
						// ... the diff can annotate
						// ... (open_code())
	struct edit *edits;
	int nr_edits, alloc_edits;
	bool changed;				// a proposal was withdrawn
	bool outside;				// an edit was left out
	bool died;				// a fatal error: no diff
	bool (*next_hook)(const char *, struct position, const char *, va_list);
	int functions;				// ... in the file being read
	struct string_list *no_safe;		// files where 'safe' is no macro
	struct field *safe *fields;		// every pointer field, and
	int nr_fields, alloc_fields;
	struct ptrhash members;			// ... each declaration's field
	struct ptrhash names;			// ... the last by its name
	const char *file;			// the file read last
	struct ptrhash defined;			// name of a function of external
						// ... linkage -> the file that
						// ... defines it first
	struct ptrhash redefined;		// ... -> itself, where another
						// ... file defines it too
	bool listing;				// the last round: what the
						// ... proposals will warn of, into
	struct string_list *will_warn;		// ... these lines
	struct ptrhash open_params;		// function -> its parameters
						// ... that would be safe if
						// ... dereferenced (open_code())
	struct ptrhash inlines;			// the name of an inline function
						// ... solved -> those of that name
	struct ptrhash assigned;		// a pointer variable that an '='
						// ... assigns -> itself
	struct ptrhash null_returns;		// function -> itself, where it
						// ... returns a NULL constant
	struct passed_field *passed;		// fields passed to parameters
	int nr_passed, alloc_passed;
} sg;

static void *safe grow(void *p, int *safe alloc, size_t size)
{
	*alloc = *alloc * 2 + 16;
	p = realloc(p, *alloc * size);
	if (!p)
		die("out of memory");
	return p;
}

////////////////////////////////////////////////////////////////////////
// Which function

// the function a symbol names (its declaration's node), or NULL: a
// call's first fntype is a pointer to it
static struct symbol *function_node(struct symbol *sym)
{
	if (sym && sym->type == SYM_PTR)
		sym = sym->ctype.base_type;
	if (!sym || sym->type != SYM_NODE || !sym->ident || sym->namespace != NS_SYMBOL ||
	    (sym->ctype.modifiers & MOD_USERTYPE) || !sym->ctype.base_type ||
	    sym->ctype.base_type->type != SYM_FN)
		return NULL;
	return sym;
}

// Are @a and @b one place of the source?  Each file that includes a
// header reads it as a stream of its own.
static bool same_place(struct position a, struct position b)
{
	const char *in_a, *in_b;

	if (a.line != b.line || a.pos != b.pos)
		return false;
	if (a.stream == b.stream)
		return true;
	in_a = stream_name(a.stream);
	in_b = stream_name(b.stream);
	return in_a && in_b && !strcmp(in_a, in_b);
}

// Do the declarations @a and @b declare the same function?  One with
// external linkage is known by its name, in every file; a static one by
// its definition (a header's, read by each file, by its place).
static bool same_function(struct symbol *safe a, struct symbol *safe b)
{
	struct symbol *da = a->definition ? a->definition : a;
	struct symbol *db = b->definition ? b->definition : b;

	if (da == db)
		return true;
	if ((a->ctype.modifiers | b->ctype.modifiers) & MOD_STATIC)
		return a->ident == b->ident && same_place(da->pos, db->pos);
	return a->ident == b->ident;
}

static struct proposal *proposal_of(struct symbol *sym)
{
	struct symbol *node = function_node(sym);
	int i;

	if (!node)
		return NULL;
	for (i = 0; sg.list && i < sg.nr; i++) {
		if (same_function(sg.list[i].fn, node))
			return &sg.list[i];
	}
	return NULL;
}

static struct field *field_of(struct symbol *sym);

// @open, parameters as bits, as a value of sg.open_params (never NULL)
static void *open_code(unsigned int open)
{
	return (void *)((unsigned long)open << 1 | 1);
}

// annotations.h's assume_safe_field()
static bool assumed_field(struct symbol *member)
{
	struct field *f = field_of(member);

	return f && f->proposed;
}

static struct symbol *family_of_call(struct symbol *fn);
static bool param_edit(struct symbol *safe arg, const char **safe path, long *safe offset,
	const char **safe ins);
static bool placeable(struct symbol *safe fn);
static unsigned int family_params(struct symbol *safe type);

// annotations.h's assume_safe(), while the proposals are tried: a
// function's, or a family's type's for a call through it
static bool assumed(struct symbol *fn, int nr)
{
	struct proposal *p = proposal_of(fn);
	struct symbol *type;

	if (!p) {
		type = nr > 0 && nr <= 32 ? family_of_call(fn) : NULL;
		return type && (family_params(type) & (1U << (nr - 1)));
	}
	return nr == 0 ? p->result : nr <= 32 && (p->params & (1U << (nr - 1)));
}

static bool in_list(struct symbol_list *list, struct symbol *safe fn)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		if (sym && same_function(sym, fn))
			return true;
	} END_FOR_EACH_PTR(sym);
	return false;
}

static bool stored(struct symbol *safe fn)
{
	int i;

	for (i = 0; sg.stored && i < sg.nr_stored; i++) {
		if (same_function(sg.stored[i].fn, fn))
			return true;
	}
	return false;
}

// Is @fn's address taken other than as a family's (struct stored)?  With
// -fsuggest-safe-sound, any address taken counts: a family's callers
// through its type are not proven.
static bool addressed(struct symbol *safe fn)
{
	if (in_list(sg.addressed, fn))
		return true;
	if (fsuggest_safe_sound)
		return in_list(sg.addressed_ir, fn) || stored(fn);
	return in_list(sg.addressed_ir, fn) && !stored(fn);
}

// Is @path below the directory sparse-safe runs in, where 'patch -p0'
// from there reaches it?
static bool below(const char *safe path)
{
	return path[0] != '/' && strncmp(path, "../", 3) && !strstr(path, "/../");
}

// Was @pos written in a file of the project (not a system header, not
// the command line)?
static bool project_file(struct position pos)
{
	struct stream *s;

	if (pos.stream >= input_stream_nr || !input_streams || pos.macro || pos.sysmacro)
		return false;
	s = &input_streams[pos.stream];
	return !s->system && s->name && s->name[0] != '<';
}

////////////////////////////////////////////////////////////////////////
// Families: the functions stored as pointers to one function type

// the function type that a pointer of type @t points to, or NULL
static struct symbol *pointed_function(struct symbol *t)
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

// Is @expr a function stored as, or converted to, a pointer of the type
// @to (a member's, a parameter's, a variable's, a cast's)?  It is then
// of the family of the function type @to points to.
static bool stored_as(struct expression *expr, struct symbol *to, struct symbol *callee,
	bool cast);

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
	int i;

	for (i = 0; s && i < sg.nr_stored; i++) {
		if (s[i].type == type)
			return type;
		if (a.line && same_place(a, type_place(s[i].type)))
			return s[i].type;
	}
	return NULL;
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

static bool stored_as(struct expression *expr, struct symbol *to, struct symbol *callee,
	bool cast)
{
	struct symbol *fn = function_named(expr), *type = pointed_function(to);

	if (!fn || !type)
		return false;
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
	return false;
}

// Are the parameters of the function type @type declared in a file of
// the project, where the diff can annotate them?
static bool project_type(struct symbol *safe type)
{
	struct position pos = type_place(type);
	const char *name = stream_name(pos.stream);

	return project_file(pos) && name && below(name);
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

// What the family of @type proposes, bit n-1 for parameter n, where the
// diff annotates @type (family_annotated()): what every function stored
// as @type proposes (nothing, where one is no function of the project)
// and the diff can write on the type.  Nothing for another type.
static unsigned int family_params(struct symbol *safe type)
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

// the family whose type @fn, the type a call goes through, is, if it is
// one of the project's (its parameters annotated), else NULL
static struct symbol *family_of_call(struct symbol *fn)
{
	struct symbol *type = fn && !function_node(fn) ? function_type(fn) : NULL;

	type = type ? family_type(type) : NULL;
	return type && family_annotated(type) ? type : NULL;
}

// A family's parameters are proposed for all its functions or for none:
// each function keeps what all of each of its families propose.
static void hold_families(void)
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

// the field the member's declaration @sym declares, or NULL
static struct field *field_of(struct symbol *sym)
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

// the field that the store @store writes: the member that is its type,
// but in a variable, the member at its offset (an initializer's store has
// the type of the value it stores)
static struct field *stored_field(struct instruction *safe store)
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
	struct stream *streams = input_streams;
	struct symbol *member;

	if (!type || depth > 8 || (type->type != SYM_STRUCT && type->type != SYM_UNION))
		return;
	FOR_EACH_PTR(type->symbol_list, member) {
		struct symbol *base = member ? member->ctype.base_type : NULL;
		struct field *safe *fields, *f = NULL;
		char key[PATH_MAX + 64];
		const char *name;
		char *path;
		int i;

		if (!member)
			continue;
		if (base && !base->ident && (base->type == SYM_STRUCT || base->type == SYM_UNION)) {
			add_fields(base, depth + 1);
			continue;
		}
		if (!member->ident || !is_pointer(member) || !project_file(member->pos) ||
		    field_of(member) || !streams || !(name = streams[member->pos.stream].name))
			continue;
		path = realpath(name, NULL);
		if (!path)
			continue;
		snprintf(key, sizeof(key), "%s:%d:%d", path, member->pos.line, member->pos.pos);
		free(path);
		fields = sg.fields;
		for (i = 0; fields && i < sg.nr_fields && !f; i++) {
			if (!strcmp(fields[i]->key, key))
				f = fields[i];
		}
		if (!f) {
			char *copy = strdup(key);

			f = calloc(1, sizeof(*f));
			if (!copy || !f)
				die("out of memory");
			*f = (struct field) { .member = member, .key = copy,
					      .same_name = ptrhash_get(&sg.names, member->ident) };
			ptrhash_put(&sg.names, member->ident, f);
			if (sg.nr_fields == sg.alloc_fields || !fields)
				fields = sg.fields = grow(sg.fields, &sg.alloc_fields, sizeof(*fields));
			fields[sg.nr_fields++] = f;
		}
		ptrhash_put(&sg.members, member, f);
	} END_FOR_EACH_PTR(member);
}

// the fields of the structures that the file being read defines: known
// before its first function is looked at
static void file_fields(void)
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

// an object of static storage of type @type: its fields start NULL
static void zeroed(struct symbol *type, int depth)
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
			zeroed(member->ctype.base_type, depth + 1);
	} END_FOR_EACH_PTR(member);
}

////////////////////////////////////////////////////////////////////////
// What each function proves

static void end_of_run(void);

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
static struct symbol_list *results_tested;

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
				zeroed(sym, 0);
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

// @visit each instruction of the blocks that @ns reached, in its state
static void replay_reached(struct nullstate *safe ns, struct entrypoint *safe ep,
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

// the field that the value @p was loaded from, or NULL
static struct field *loaded_field(pseudo_t p)
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

// the fields passed to a parameter that the suggestions propose (but
// one that a helper tolerates: whether it is kept is up to its callers,
// this field among them)
static void passed_used(void)
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
	}
}

void suggest_function(struct entrypoint *safe ep, struct nullstate *safe ns)
{
	struct symbol *fn = ep->name, *type, *param;
	struct entrypoint *safe *eps;
	const char **files;
	struct proposal *list;
	struct source_tests tests = { };
	struct proposal proposal = { };
	unsigned int derefs, tolerated;
	enum nullvalue value;
	pseudo_t arg;
	int nr = 0;
	unsigned int open = 0;
	bool again;

	if (!sg.started) {
		sg.started = true;
		atexit(end_of_run);
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
		if (nr <= 32 && (derefs & (1U << (nr - 1))) && param->ident &&
		    is_pointer(param) && !is_safe_param(fn, nr)) {
			if (!tested.line) {
				proposal.params |= 1U << (nr - 1);
				proposal.tolerated |= tolerated & (1U << (nr - 1));
			} else if (tested.stream == param->pos.stream)
				info(param->pos, "parameter '%s' of '%s' would be safe but for the test at line %d",
				     show_ident(param->ident), show_ident(fn->ident), tested.line);
			else	// in a header's inline function or macro
				info(param->pos, "parameter '%s' of '%s' would be safe but for the test at %s:%d",
				     show_ident(param->ident), show_ident(fn->ident),
				     stream_name(tested.stream), tested.line);
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
	if (!proposal.params && !proposal.result)
		return;
	list = sg.list;
	if (sg.nr == sg.alloc || !list)
		list = sg.list = grow(sg.list, &sg.alloc, sizeof(*list));
	list[sg.nr++] = proposal;
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
			zeroed(sym, 0);
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

// the declarations of the project's files
static void sort_declarations(void)
{
	struct symbol *node;

	FOR_EACH_PTR(sg.funcs, node) {
		if (node && project_file(node->pos))
			add_symbol(&sg.decls, node);
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

////////////////////////////////////////////////////////////////////////
// Trying the proposals together

static void withdraw_param(struct proposal *safe p, int nr)
{
	if (nr < 1 || nr > 32 || !(p->params & (1U << (nr - 1))))
		return;
	p->params &= ~(1U << (nr - 1));
	p->withdrawn |= 1U << (nr - 1);
	sg.changed = true;
}

static void withdraw_result(struct proposal *safe p)
{
	if (!p->result)
		return;
	p->result = false;
	p->result_withdrawn = true;
	sg.changed = true;
}

// what adopting the proposals will make the checks say at @pos (the
// contracts mode's last round): 'will warn: main.c:40 passes ...'
static void will_warn(struct position pos, const char *safe fmt, ...)
{
	char msg[512], *line;
	va_list args;
	int n;

	if (!sg.listing)
		return;
	n = snprintf(msg, sizeof(msg), "will warn: %s:%d ", stream_name(pos.stream), pos.line);
	if (n < 0 || n >= (int)sizeof(msg))
		return;
	va_start(args, fmt);
	vsnprintf(msg + n, sizeof(msg) - n, fmt, args);
	va_end(args);
	line = strdup(msg);
	if (!line)
		die("out of memory");
	add_ptr_list(&sg.will_warn, line);
}

// the proposal for the function @call calls, or NULL
static struct proposal *called(struct instruction *safe call)
{
	pseudo_t fn = call->func;

	if ((call->opcode != OP_CALL && !passes_inlined(call)) || !fn || fn->type != PSEUDO_SYM)
		return NULL;
	return proposal_of(fn->sym);
}

// the test @test of the result of a call whose result is proposed safe:
// the proposal is withdrawn (-fsuggest-safe-sound), or the test will warn
static void tested_result(struct instruction *safe test, pseudo_t tested)
{
	pseudo_t roots[8];
	int i, n = tested ? nullstate_roots(tested, roots, 8) : 0;

	for (i = 0; i < n; i++) {
		struct instruction *def = roots[i] && roots[i]->type == PSEUDO_REG ? roots[i]->def : NULL;
		struct proposal *p = def ? called(def) : NULL;

		if (!p || !p->result)
			continue;
		if (fsuggest_safe_sound)
			withdraw_result(p);
		else
			will_warn(test->pos, "tests the result of '%s' (result, proposed; "
				  "with -Wsafe-test)", show_ident(p->fn->ident));
	}
}

// the call @call passes @arg, not proven non-NULL, as argument @nr of the
// function of @p, whose parameter @nr is proposed safe: the proposal is
// withdrawn (-fsuggest-safe-sound), or the call will warn
static void unproven_argument(struct instruction *safe call, struct proposal *safe p,
	int nr, pseudo_t arg)
{
	struct symbol *type = function_type(p->fn);
	struct symbol *param = type ? ptr_list_nth(type->arguments, nr - 1) : NULL;
	struct expression *written;
	char name[128];

	if (fsuggest_safe_sound) {
		withdraw_param(p, nr);
		return;
	}
	written = written_argument(call, nr);
	snprintf(name, sizeof(name), "%s", arg ? argument_name(call, nr, arg) : "?");
	// where the check will warn: the argument as written
	will_warn(written ? expression_start(written) : call->pos,
		  "passes '%s', not proven non-NULL, to '%s' (parameter %s, proposed)",
		  name, show_ident(p->fn->ident),
		  param && param->ident ? show_ident(param->ident) : "?");
}

// the store @store, where it assigns a parameter of @own that is proposed
// (one the function assigns, kept in memory: suggest_keeps()): what is not
// proven will warn, or withdraws the proposal (-fsuggest-safe-sound)
static void assigned_param(struct nullstate *safe ns, struct instruction *safe store,
	struct proposal *safe own)
{
	struct symbol *type = function_type(own->fn), *param;
	struct expression *value;
	pseudo_t addr = store->src;
	int nr = 0;

	if (!type || !addr || addr->type != PSEUDO_SYM || store->offset || !store->lvalue ||
	    (store->target && nullstate_value(ns, store->target, NULL) == NV_NONNULL))
		return;
	FOR_EACH_PTR(type->arguments, param) {
		nr++;
		if (param != addr->sym || nr > 32 || !(own->params & (1U << (nr - 1))))
			continue;
		if (fsuggest_safe_sound) {
			withdraw_param(own, nr);
			return;
		}
		value = memop_value(store);
		will_warn(store->lvalue->pos, "assigns '%s', not proven non-NULL, to '%s' (parameter, proposed)",
			  value ? expression_name(value) : "value", show_ident(param->ident));
		return;
	} END_FOR_EACH_PTR(param);
}

// the store @store of what is not proven into @f, a field proposed as a
// contract: the store will warn
static void unproven_store(struct instruction *safe store, struct field *safe f)
{
	struct expression *value = memop_value(store);
	struct position at = store->lvalue ? store->lvalue->pos : store->pos;

	// in an initializer list, where the checks will warn: at the value
	if (!value && (value = initialized_member(store, NULL, 0)))
		at = expression_start(value);
	will_warn(at, "stores '%s', not proven non-NULL, into '%s' (field, proposed)",
		  value ? expression_name(value) : pseudo_name(store->target, "value") ?: "value",
		  f->member->ident ? show_ident(f->member->ident) : "?");
}

// the call @call through a pointer of the family @type, whose
// parameters the mask @params proposes: an argument not proven there will
// warn (nothing is withdrawn: a family's proposals are all its functions')
static void family_call(struct nullstate *safe ns, struct instruction *safe call,
	struct symbol *safe type, unsigned int params)
{
	struct expression *written;
	struct symbol *param;
	pseudo_t arg;
	int nr = 0;

	FOR_EACH_PTR(call->arguments, arg) {
		nr++;
		if (nr > 32 || !(params & (1U << (nr - 1))) ||
		    (arg && nullstate_value(ns, arg, NULL) == NV_NONNULL))
			continue;
		param = ptr_list_nth(type->arguments, nr - 1);
		written = written_argument(call, nr);
		will_warn(written ? expression_start(written) : call->pos,
			  "passes '%s', not proven non-NULL, through a function pointer "
			  "(parameter %s of the type at %s:%d, proposed)",
			  arg ? argument_name(call, nr, arg) : "?",
			  param && param->ident ? show_ident(param->ident) : "?",
			  stream_name(param ? param->pos.stream : type->pos.stream),
			  param ? param->pos.line : type->pos.line);
	} END_FOR_EACH_PTR(arg);
}

static void try_instruction(struct nullstate *safe ns, struct instruction *safe insn, void *data)
{
	struct proposal *own = data, *p;
	enum nullvalue value;
	struct field *f;
	pseudo_t arg;
	int nr = 0;

	tested_result(insn, nullstate_tested(insn));
	f = insn->opcode == OP_STORE ? stored_field(insn) : loaded_field(nullstate_tested(insn));
	if (f && f->proposed && (insn->opcode != OP_STORE || !insn->target ||
				 nullstate_value(ns, insn->target, NULL) != NV_NONNULL)) {
		if (f->contract && insn->opcode == OP_STORE)
			unproven_store(insn, f);
		else {
			f->proposed = false;
			f->withdrawn = true;
			sg.changed = true;
		}
	}
	if (insn->opcode == OP_STORE && own && own->params)
		assigned_param(ns, insn, own);
	switch (insn->opcode) {
	case OP_INLINED_CALL:
	case OP_CALL:
		p = called(insn);
		if (!p && insn->opcode == OP_CALL) {
			struct symbol *type = family_of_call(first_ptr_list((struct ptr_list *)insn->fntypes));
			unsigned int params = type ? family_params(type) : 0;

			if (type && params && !fsuggest_safe_sound)
				family_call(ns, insn, type, params);
			break;
		}
		if (!p || !p->params)
			break;
		FOR_EACH_PTR(insn->arguments, arg) {
			nr++;
			// an inlined call passes one argument at a time
			if (arg == VOID && passes_inlined(insn))
				continue;
			if (nr > 32 || !(p->params & (1U << (nr - 1))))
				continue;
			value = arg ? nullstate_value(ns, arg, NULL) : NV_UNKNOWN;
			// one that passes what may be NULL to a parameter
			// that a function it calls tolerates relies on that
			if ((p->tolerated & (1U << (nr - 1))) && nv_may_be_null(value))
				withdraw_param(p, nr);
			else if (value != NV_NONNULL)
				unproven_argument(insn, p, nr, arg);
		} END_FOR_EACH_PTR(arg);
		break;
	case OP_RET:
		if (own && own->result && insn->src &&
		    nullstate_value(ns, insn->src, NULL) != NV_NONNULL)
			withdraw_result(own);
		break;
	}
}

// the function @i of sg.eps solved again, as the check of its own file
// saw it (its summaries), with the proposals taken as made; NULL where it
// is too big to solve
static struct nullstate *solve_again(int i)
{
	struct entrypoint *safe *eps = sg.eps;
	const char **files = sg.files;

	if (!eps || !files || i >= sg.nr_eps)
		return NULL;
	base_filename = files[i];
	annotations_reset();
	nullstate_learn(eps[i]);
	return nullstate_solve_scan(eps[i], NULL, NULL);
}

// a store into a field, in the round that grows the proposals
static void store_now(struct nullstate *safe ns, struct instruction *safe insn, void *data)
{
	struct field *f = insn->opcode == OP_STORE ? stored_field(insn) : NULL;

	if (!f)
		return;
	f->stores_now++;
	if (!insn->target || nullstate_value(ns, insn->target, NULL) != NV_NONNULL)
		f->unproven_now = true;
}

// the parameters of @ep that it passes to one that a helper tolerates
// (a proposal's, proposal.tolerated): what its callers pass decides for
// them too
static unsigned int passes_tolerated(struct entrypoint *safe ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	unsigned int bits = 0;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb ? bb->insns : NULL, insn) {
			struct proposal *p;
			pseudo_t arg, roots[8];
			int nr = 0, i, n;

			if (!insn || !insn->bb)
				continue;
			p = called(insn);
			if (!p || !p->tolerated)
				continue;
			FOR_EACH_PTR(insn->arguments, arg) {
				nr++;
				if (nr > 32 || !(p->tolerated & (1U << (nr - 1))) || !arg || arg == VOID)
					continue;
				n = nullstate_roots(arg, roots, 8);
				for (i = 0; i < n; i++) {
					if (roots[i] && roots[i]->type == PSEUDO_ARG &&
					    roots[i]->nr >= 1 && roots[i]->nr <= 32)
						bits |= 1U << (roots[i]->nr - 1);
				}
			} END_FOR_EACH_PTR(arg);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return bits;
}

// what the proposals of the function @ep make it prove in turn, its
// summary made again with them taken as made: a parameter it now
// dereferences (passes on to one proposed), its result, into @more
static void grown_function(struct entrypoint *safe ep, struct nullstate *safe ns,
	struct proposal *safe more)
{
	struct symbol *fn = ep->name, *type = fn ? function_type(fn) : NULL;
	unsigned long open;
	unsigned int derefs;
	enum nullvalue value;
	struct proposal *p;

	nullstate_summarize(ns);
	open = fn ? (unsigned long)ptrhash_get(&sg.open_params, fn) : 0;
	// a name several files define has what all its definitions prove
	// (agree()), not what one of them does in turn
	if (!fn || !type || !open || addressed(fn) || !placeable(fn) ||
	    (fn->ident && ptrhash_get(&sg.redefined, fn->ident)) ||
	    !nullstate_summary(fn, &value, &derefs))
		return;
	derefs |= nullstate_untested_uses(fn);
	p = proposal_of(fn);
	more->fn = fn;
	// what a round withdrew is not grown again: a caller that passes
	// what may be NULL to a parameter tolerated still does
	more->params = derefs & (open >> 1) & ~(p ? p->params | p->withdrawn : 0);
	more->tolerated = more->params & (nullstate_tolerated_uses(fn) | passes_tolerated(ep));
	more->result = value == NV_NONNULL && is_pointer(type->ctype.base_type) &&
		       !is_safe_return(fn) && !(p && (p->result || p->result_withdrawn)) &&
		       !stored(fn) && !ptrhash_get(&sg.null_returns, fn);
}

// how many parameters and results are proposed
static unsigned int proposed_count(void)
{
	unsigned int n = 0, bits;
	int i;

	for (i = 0; sg.list && i < sg.nr; i++) {
		n += sg.list[i].result;
		for (bits = sg.list[i].params; bits; bits &= bits - 1)
			n++;
	}
	return n;
}

// One round over every function, the proposals taken as made: what they
// prove in turn (a parameter passed on to a proposed one, a result
// returned from a proposed field, a field stored what a proposed result
// gives) is proposed too.  Whether anything was.
static bool grow_proposals(void)
{
	struct entrypoint *safe *eps = sg.eps;
	const char **files = sg.files, *file = base_filename;
	struct field *safe *fields = sg.fields;
	struct proposal *more, *list;
	unsigned int before = proposed_count();
	bool grew;
	int i, nr = 0;

	if (!eps || !files)
		return false;
	more = calloc(sg.nr_eps + 1, sizeof(*more));
	if (!more)
		die("out of memory");
	for (i = 0; fields && i < sg.nr_fields; i++) {
		fields[i]->stores_now = 0;
		fields[i]->unproven_now = false;
	}
	assume_safe = assumed;
	assume_safe_field = assumed_field;
	for (i = 0; i < sg.nr_eps; i++) {
		struct entrypoint *safe ep = eps[i];
		struct nullstate *ns = solve_again(i);

		if (!ns)
			continue;
		replay_reached(ns, ep, store_now, NULL);
		grown_function(ep, ns, &more[nr]);
		if (more[nr].params || more[nr].result)
			nr++;
		nullstate_free(ns);
	}
	assume_safe = NULL;
	assume_safe_field = NULL;
	base_filename = file;
	// taken now: a proposal's place may move as the list grows
	for (i = 0; i < nr; i++) {
		struct proposal *p = proposal_of(more[i].fn);

		if (!p) {
			list = sg.list;
			if (sg.nr == sg.alloc || !list)
				list = sg.list = grow(sg.list, &sg.alloc, sizeof(*list));
			p = &list[sg.nr++];
			*p = more[i];
		} else {
			p->params |= more[i].params;
			p->tolerated |= more[i].tolerated;
			p->result = p->result || more[i].result;
		}
	}
	free(more);
	// what a family does not all propose is not grown
	hold_families();
	grew = proposed_count() != before;
	for (i = 0; fields && i < sg.nr_fields; i++) {
		struct field *safe f = fields[i];

		if (!f->proposed && !f->withdrawn && f->stores_now && !f->unproven_now && !f->tested &&
		    !f->addressed && !f->zeroed && !is_safe_pointer(f->member)) {
			f->proposed = true;
			grew = true;
		}
	}
	return grew;
}

// one round over every function, with the proposals taken as made
static void try_proposals(void)
{
	struct entrypoint *safe *eps = sg.eps;
	const char **files = sg.files, *file = base_filename;
	int i;

	if (!eps || !files)
		return;
	assume_safe = assumed;
	assume_safe_field = assumed_field;
	for (i = 0; i < sg.nr_eps; i++) {
		struct entrypoint *safe ep = eps[i];
		struct proposal *own = proposal_of(ep->name);
		struct nullstate *ns = solve_again(i);

		if (!ns) {
			// too big to solve: what it does is not known
			if (own && own->result)
				withdraw_result(own);
			continue;
		}
		replay_reached(ns, ep, try_instruction, own);
		nullstate_free(ns);
	}
	assume_safe = NULL;
	assume_safe_field = NULL;
	base_filename = file;
}

////////////////////////////////////////////////////////////////////////
// Where the annotations go

// Is the offset @at inside a preprocessor line (a macro's text)?
static bool in_directive(const char *safe text, long at)
{
	long start = at;

	while (start > 0 && text[start - 1] != '\n')
		start--;
	// a continued line belongs to the line before it
	while (start >= 2 && text[start - 2] == '\\') {
		start -= 2;
		while (start > 0 && text[start - 1] != '\n')
			start--;
	}
	while (text[start] == ' ' || text[start] == '\t')
		start++;
	return text[start] == '#';
}

static bool is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// skip blanks and comments from @i
static long skip_blank(const char *safe text, long size, long i)
{
	while (i < size) {
		if (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r') {
			i++;
		} else if (text[i] == '/' && i + 1 < size && text[i + 1] == '*') {
			const char *end = strstr(text + i + 2, "*/");

			if (!end)
				return size;
			i = end - text + 2;
		} else {
			break;
		}
	}
	return i;
}

// Where 'safe' goes after the '*' at @star: the text to insert after it.
// Nothing where it is there already.
static const char *after_star(const char *safe text, long size, long star)
{
	long i = skip_blank(text, size, star + 1);

	if (i + 4 <= size && !strncmp(text + i, "safe", 4) && (i + 4 == size || !is_word(text[i + 4])))
		return NULL;
	return star + 1 < size && (text[star + 1] == ' ' || text[star + 1] == '\t' ||
				   text[star + 1] == '\n') ? "safe" : "safe ";
}

static void add_edit(const char *safe path, long offset, const char *safe text)
{
	struct edit *edits = sg.edits;
	char *key;
	int i;

	// 'patch -p0' from here reaches only what is below here
	if (!below(path)) {
		if (!sg.outside) {
			fprintf(stderr, "%s: not in the directory sparse-safe runs in: "
				"its annotations are left out of the diff\n", path);
			sg.outside = true;
		}
		return;
	}
	key = realpath(path, NULL);
	if (!key)
		return;
	for (i = 0; edits && i < sg.nr_edits; i++) {
		if (edits[i].offset == offset && !strcmp(edits[i].key, key)) {
			free(key);
			return;
		}
	}
	if (sg.nr_edits == sg.alloc_edits || !edits)
		edits = sg.edits = grow(sg.edits, &sg.alloc_edits, sizeof(*edits));
	edits[sg.nr_edits++] = (struct edit) { path, key, offset, text };
}

// the offset of @name in @text, at @at or after the '*'s and qualifiers
// of a declarator that starts there; -1 if it is not there
static long find_name(const char *safe text, long size, long at, const char *safe name)
{
	size_t len = strlen(name);
	long i = at;

	while (i >= 0 && i < size && i < at + 256) {
		if (!strncmp(text + i, name, len) && !is_word(text[i + len]) &&
		    (i == 0 || !is_word(text[i - 1])))
			return i;
		if (is_word(text[i])) {
			while (i < size && is_word(text[i]))
				i++;
		} else if (text[i] == '*' || text[i] == ' ' || text[i] == '\t' || text[i] == '\n') {
			i++;
		} else {
			break;
		}
	}
	return -1;
}

// The name that @decl (a function, a member, a parameter) declares, where
// sparse saw it ('*name' or 'name'), outside any macro's text: its offset
// in the text of its file (in @path, @text, @size), or -1 where it is not
// found (a name that a macro makes).
static long declarator(struct symbol *safe decl, const char **safe path,
	const char **safe text, long *safe size)
{
	struct stream *streams = input_streams;
	long at;

	*path = streams && decl->ident ? streams[decl->pos.stream].name : NULL;
	*text = *path ? source_file(*path, size) : NULL;
	if (!*text)
		return -1;
	at = find_name(*text, *size, source_offset(*text, *size, decl->pos.line, decl->pos.pos),
		       show_ident(decl->ident));
	return at >= 0 && !in_directive(*text, at) ? at : -1;
}

// Where 'safe' goes for the name at @at, declared with a '*' just before
// it (the offset after that '*', in @offset), or where a typedef is the
// pointer (@typedefs: before the name, 'pseudo_t safe p').  @ins is the
// text to insert (NULL where it is there already); false where it has no
// such place.
static bool safe_place(const char *safe text, long size, long at, bool typedefs,
	long *safe offset, const char **safe ins)
{
	long i;

	for (i = at - 1; i >= 0 && (text[i] == ' ' || text[i] == '\t'); i--)
		;
	if (i >= 0 && text[i] == '*') {
		*offset = i + 1;
		*ins = after_star(text, size, i);
		return true;
	}
	if (typedefs && i >= 3 && is_word(text[i])) {
		*offset = at;
		*ins = strncmp(text + i - 3, "safe", 4) ? "safe " : NULL;
		return true;
	}
	return false;
}

// the annotations of @p on the declaration @decl, whose name is at
// @name in @text
static void annotate(struct proposal *safe p, struct symbol *safe decl, const char *safe path,
	const char *safe text, long size, long name)
{
	unsigned int nr = 1;
	int depth = 0;
	long i, star = -1, start, word = -1, offset;
	bool plain = true;
	const char *ins;

	if (p->result) {
		// 'char *f(', 'char *\nf(': the '*' before the name
		for (i = name - 1; i >= 0 && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n'); i--)
			;
		if (i >= 0 && text[i] == '*' && (ins = after_star(text, size, i)))
			add_edit(path, i + 1, ins);
	}
	if (!p->params)
		return;
	i = skip_blank(text, size, name + strlen(show_ident(decl->ident)));
	if (i >= size || text[i] != '(')
		return;
	start = i + 1;
	// each parameter: its last '*' at its own level, if it is a plain
	// pointer (not an array, nor a pointer to a function)
	for (i = start; i < size; i++) {
		char c = text[i];

		if (c == '/' && i + 1 < size && text[i + 1] == '*') {
			i = skip_blank(text, size, i) - 1;
			continue;
		}
		if (c == '(' || c == '[') {
			depth++;
			plain = false;
			continue;
		}
		if ((c == ')' || c == ']') && depth > 0) {
			depth--;
			continue;
		}
		if (c == '*' && depth == 0) {
			star = i;
			continue;
		}
		if (is_word(c) && depth == 0 && (i == start || !is_word(text[i - 1]))) {
			word = i;
			continue;
		}
		if ((c == ',' || c == ')') && depth == 0) {
			if (nr <= 32 && (p->params & (1U << (nr - 1))) && plain) {
				if (star >= 0 && (ins = after_star(text, size, star)))
					add_edit(path, star + 1, ins);
				// a pointer's typedef ('pseudo_t p'): before the name
				else if (star < 0 && word >= 0 &&
					 safe_place(text, size, word, true, &offset, &ins) && ins)
					add_edit(path, offset, ins);
			}
			if (c == ')')
				break;
			nr++;
			star = -1;
			plain = true;
			word = -1;
		}
	}
}

// the annotation of the field @f: after the '*' before its name, in a
// plain pointer's declaration ('char *name;', not an array's nor a
// pointer to a function's)
static void place_field(struct field *safe f)
{
	const char *path, *text, *ins;
	long size, at = declarator(f->member, &path, &text, &size), after, offset;

	if (at < 0 || !path || !text)
		return;
	after = skip_blank(text, size, at + strlen(show_ident(f->member->ident)));
	if (after < size && (text[after] == ';' || text[after] == ',') &&
	    safe_place(text, size, at, false, &offset, &ins) && ins)
		add_edit(path, offset, ins);
}

// Can the diff annotate every declaration of @fn in the project's files?
// A proposal that it cannot write would be one the check never sees, and
// a family's type annotated without it would not match it.
static bool placeable(struct symbol *safe fn)
{
	const char *path, *text;
	struct symbol *decl;
	long size;

	FOR_EACH_PTR(sg.decls, decl) {
		if (decl && same_function(decl, fn) && declarator(decl, &path, &text, &size) < 0)
			return false;
	} END_FOR_EACH_PTR(decl);
	return true;
}

// The annotation of the parameter @arg of a function pointer's type:
// after the '*' before its name, or before the name where a typedef is
// the pointer ('pseudo_t p').  False where it cannot be written (no name,
// a macro's text); else its place, in @path at @offset, and its text in
// @ins (NULL where it is there already).
static bool param_edit(struct symbol *safe arg, const char **safe path, long *safe offset,
	const char **safe ins)
{
	const char *text;
	long size, at, after;

	if (!project_file(arg->pos) || (at = declarator(arg, path, &text, &size)) < 0 || !text)
		return false;
	after = skip_blank(text, size, at + strlen(show_ident(arg->ident)));
	if (after >= size || (text[after] != ',' && text[after] != ')'))
		return false;
	return safe_place(text, size, at, true, offset, ins);
}

static void place_param(struct symbol *safe arg)
{
	const char *path, *ins;
	long offset;

	if (param_edit(arg, &path, &offset, &ins) && ins && path)
		add_edit(path, offset, ins);
}

// the annotations of the proposals on every declaration of their functions,
// on the fields, and on the parameters of the families' types
static void place_edits(void)
{
	struct stream *streams = input_streams;
	struct field *safe *fields = sg.fields;
	struct symbol *decl;
	int i;

	for (i = 0; fields && streams && i < sg.nr_fields; i++) {
		if (fields[i]->proposed)
			place_field(fields[i]);
	}
	for (i = 0; sg.stored && streams && i < sg.nr_stored; i++) {
		struct symbol *type = sg.stored[i].type, *arg;
		unsigned int params;
		int nr = 0;

		if (!project_type(type) || !(params = family_params(type)))
			continue;
		FOR_EACH_PTR(type->arguments, arg) {
			nr++;
			if (nr <= 32 && (params & (1U << (nr - 1))) && arg)
				place_param(arg);
		} END_FOR_EACH_PTR(arg);
	}

	FOR_EACH_PTR(sg.decls, decl) {
		struct proposal *p = decl ? proposal_of(decl) : NULL;
		const char *path, *text;
		long size, at;

		if (!p || (!p->params && !p->result) || !decl)
			continue;
		at = declarator(decl, &path, &text, &size);
		if (at >= 0 && path && text)
			annotate(p, decl, path, text, size, at);
	} END_FOR_EACH_PTR(decl);
}

////////////////////////////////////////////////////////////////////////
// The diff

static int cmp_edits(const void *a, const void *b)
{
	const struct edit *safe x = a, *safe y = b;	// qsort() gives two
	int c = strcmp(x->key, y->key);

	if (c)
		return c;
	return x->offset < y->offset ? -1 : x->offset > y->offset;
}

// @path as the diff names it, for 'patch -p<strip>': 'a/' (or 'b/')
// once per component to strip
static void print_path(FILE *safe out, const char *safe marker, char side, const char *safe path)
{
	unsigned int i;

	while (path[0] == '.' && path[1] == '/')
		path += 2;
	fprintf(out, "%s ", marker);
	for (i = 0; i < fsuggest_safe_strip; i++)
		fprintf(out, "%c/", side);
	fprintf(out, "%s\n", path);
}

// the line of @text that starts at @start, with its newline
static void print_line(FILE *safe out, char mark, const char *safe text, long size, long start)
{
	long end = start;

	while (end < size && text[end] != '\n')
		end++;
	fprintf(out, "%c%.*s\n", mark, (int)(end - start), text + start);
}

// the diff of the file of the edits @e[0..@n), sorted by offset
static void diff_file(FILE *safe out, struct edit *safe e, int n)
{
	long size, *starts, nr_lines = 0, i, first, last;
	int k = 0, j;
	const char *text = source_file(e[0].path, &size);

	if (!text)
		return;
	starts = malloc((size + 2) * sizeof(*starts));
	if (!starts)
		die("out of memory");
	starts[nr_lines++] = 0;
	for (i = 0; i < size; i++) {
		if (text[i] == '\n' && i + 1 < size)
			starts[nr_lines++] = i + 1;
	}
	print_path(out, "---", 'a', e[0].path);
	print_path(out, "+++", 'b', e[0].path);
	while (k < n) {
		long line = 0, hunk_end;

		// a hunk: the changed lines and three lines around each,
		// those closer than that joined into it
		while (line + 1 < nr_lines && starts[line + 1] <= e[k].offset)
			line++;
		first = line >= 3 ? line - 3 : 0;
		last = line;
		j = k;
		while (j < n) {
			long l = last;

			while (l + 1 < nr_lines && starts[l + 1] <= e[j].offset)
				l++;
			if (l > last + 7)
				break;
			last = l;
			j++;
		}
		hunk_end = last + 3 < nr_lines - 1 ? last + 3 : nr_lines - 1;
		fprintf(out, "@@ -%ld,%ld +%ld,%ld @@\n", first + 1, hunk_end - first + 1,
			first + 1, hunk_end - first + 1);
		for (line = first; line <= hunk_end; line++) {
			long end = line + 1 < nr_lines ? starts[line + 1] : size;
			long pos = starts[line];
			int m;

			if (k >= j || e[k].offset >= end) {
				print_line(out, ' ', text, size, starts[line]);
				continue;
			}
			print_line(out, '-', text, size, starts[line]);
			fputc('+', out);
			for (m = k; m < j && e[m].offset < end; m++) {
				fprintf(out, "%.*s%s", (int)(e[m].offset - pos), text + pos, e[m].text);
				pos = e[m].offset;
			}
			k = m;
			while (end > pos && (text[end - 1] == '\n'))
				end--;
			fprintf(out, "%.*s\n", (int)(end - pos), text + pos);
		}
		k = j;
	}
	free(starts);
}

// the proposals that nothing else need be tried for: of a function whose
// address is taken, and results that a condition tests
static void withdraw_at_once(void)
{
	struct proposal *list = sg.list;
	struct field *safe *fields = sg.fields;
	int i;

	for (i = 0; list && i < sg.nr; i++) {
		struct proposal *safe p = &list[i];
		struct symbol *sym;

		// (what is withdrawn here is not grown again)
		if (addressed(p->fn) || !placeable(p->fn)) {
			p->withdrawn |= p->params;
			p->params = 0;
			p->result_withdrawn |= p->result;
			p->result = false;
		}
		// a family's result goes through its type, unannotated
		if (stored(p->fn))
			p->result = false;
		// a contract may make a caller's test warn
		if (!fsuggest_safe_sound)
			continue;
		FOR_EACH_PTR(results_tested, sym) {
			if (sym && same_function(sym, p->fn) && p->result) {
				p->result = false;
				p->result_withdrawn = true;
			}
		} END_FOR_EACH_PTR(sym);
	}
	hold_families();
	// a field every store of which is proven, never tested, nor
	// reached otherwise (its address, zeroed storage); with the
	// contracts, one that the code uses untested (dereferences, or
	// passes to a parameter proposed now), whatever it stores
	passed_used();
	for (i = 0; fields && i < sg.nr_fields; i++) {
		struct field *safe f = fields[i];

		f->proposed = f->stores && !f->tested && !f->addressed && !f->zeroed &&
			      !is_safe_pointer(f->member);
		f->contract = f->proposed && f->unproven && f->used && !fsuggest_safe_sound;
		f->proposed = f->proposed && (!f->unproven || f->contract);
	}
}

// the warnings that adopting the proposals makes, once each, in order
static int cmp_lines(const void *a, const void *b)
{
	const char *safe const *safe x = a, *safe const *safe y = b;	// qsort() gives two

	return strcmp(*x, *y);
}

static void print_will_warn(void)
{
	int i, n = ptr_list_size((struct ptr_list *)sg.will_warn);
	char *safe *lines = n ? malloc(n * sizeof(*lines)) : NULL;
	char *line;

	if (!lines)
		return;
	i = 0;
	FOR_EACH_PTR(sg.will_warn, line) {
		if (line && i < n)
			lines[i++] = line;
	} END_FOR_EACH_PTR(line);
	qsort(lines, i, sizeof(*lines), cmp_lines);
	for (n = i, i = 0; i < n; i++) {
		if (!i || strcmp(lines[i], lines[i - 1]))
			fprintf(stderr, "%s\n", lines[i]);
	}
	free(lines);
}

static void end_of_run(void)
{
	FILE *out = stdout;
	struct edit *edits;
	int i, j, rounds = 0, grows = 0;

	if (sg.died)
		return;
	fflush(stderr);
	sort_declarations();
	// withdraw what the code cannot hold, until all hold
	withdraw_at_once();
	// what the code cannot hold is withdrawn, until all hold; with the
	// contracts, what they prove in turn is proposed, and tried again,
	// until nothing more is.  The sound mode grows them first, all that
	// they would prove together, then withdraws: a proposal withdrawn
	// for a caller not yet proven would not be tried again once the
	// caller is (and a second run would propose it)
	if (fsuggest_safe_sound)
		while (++grows < 16 && grow_proposals())
			;
	do {
		do {
			sg.changed = false;
			try_proposals();
		} while (sg.changed && ++rounds < 64);
	} while (!sg.changed && !fsuggest_safe_sound && ++grows < 16 && grow_proposals());
	if (sg.changed)
		sg.nr = 0;			// no fixed point: propose nothing
	// what the contracts ask of their callers
	if (!fsuggest_safe_sound && sg.nr) {
		sg.listing = true;
		try_proposals();
		sg.listing = false;
	}
	place_edits();
	edits = sg.edits;
	if (sg.nr_edits > 1 && edits)
		qsort(edits, sg.nr_edits, sizeof(*edits), cmp_edits);
	if (fsuggest_safe_file) {
		out = fopen(fsuggest_safe_file, "w");
		if (!out) {
			fprintf(stderr, "error: cannot write %s: %s\n", fsuggest_safe_file, strerror(errno));
			fflush(stdout);
			_exit(1);
		}
	}
	if (sg.nr_edits && sg.no_safe) {
		char *file;

		FOR_EACH_PTR(sg.no_safe, file) {
			fprintf(stderr, "%s: 'safe' is not defined there: the diff needs it "
				"(#include <sparse-safe/safe.h>)\n", file);
		} END_FOR_EACH_PTR(file);
	}
	for (i = 0; edits && i < sg.nr_edits; i = j) {
		for (j = i + 1; j < sg.nr_edits && !strcmp(edits[j].key, edits[i].key); j++)
			;
		diff_file(out, &edits[i], j - i);
	}
	if (fflush(out) || (out != stdout && fclose(out))) {
		fprintf(stderr, "error: cannot write %s\n", fsuggest_safe_file ? fsuggest_safe_file : "the diff");
		_exit(1);
	}
	if (sg.nr_edits)
		print_will_warn();
}
