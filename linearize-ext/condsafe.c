/*
 * Dependent nullness: the cond_safe attribute, read.  See condsafe.h.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "lib.h"
#include "parse.h"
#include "symbol.h"
#include "expression.h"

#include "ptrhash.h"
#include "condsafe.h"

static struct {
	struct ptrhash building;		// parameters declared 'building'
	struct cond_safe *list;			// each cond_safe declared in the file
	int nr, size;
	int checked;				// ... the members of those first
						// ... checked
	struct ptrhash of;			// its declaration -> its index + 1
} conds;

// Strip the parentheses sparse keeps as a prefix operator.
static struct expression *unparen(struct expression *e)
{
	while (e && e->type == EXPR_PREOP && e->op == '(')
		e = e->unop;
	return e;
}

// The integer constant @e, written as a number (or its negation).
static bool constant(struct expression *e, long long *safe value)
{
	e = unparen(e);
	if (e && e->type == EXPR_PREOP && (e->op == '-' || e->op == '+') &&
	    constant(e->unop, value)) {
		if (e->op == '-')
			*value = -*value;
		return true;
	}
	if (!e || e->type != EXPR_VALUE)
		return false;
	*value = e->value;
	return true;
}

static struct ident *name_of(struct expression *e)
{
	e = unparen(e);
	return e && e->type == EXPR_SYMBOL ? e->symbol_name : NULL;
}

// 'a op b' read as 'b op' a'
static enum cond_op swapped(enum cond_op op)
{
	switch (op) {
	case COND_LT:	return COND_GT;
	case COND_LE:	return COND_GE;
	case COND_GT:	return COND_LT;
	case COND_GE:	return COND_LE;
	default:	return op;
	}
}

// The condition @e, into @c: false where it is not of a form condsafe.h
// gives.
static bool read_condition(struct expression *e, struct cond_safe *safe c)
{
	struct ident *name;

	e = unparen(e);
	if (!e)
		return false;
	c->op = COND_NE;
	c->value = 0;
	if ((c->name = name_of(e)))
		return true;
	if (e->type == EXPR_PREOP && e->op == '!' && (c->name = name_of(e->unop))) {
		c->op = COND_EQ;
		return true;
	}
	if (e->type != EXPR_COMPARE)
		return false;
	switch (e->op) {
	case '<':		c->op = COND_LT; break;
	case '>':		c->op = COND_GT; break;
	case SPECIAL_LTE:	c->op = COND_LE; break;
	case SPECIAL_GTE:	c->op = COND_GE; break;
	case SPECIAL_EQUAL:	c->op = COND_EQ; break;
	case SPECIAL_NOTEQUAL:	c->op = COND_NE; break;
	default:		return false;
	}
	if ((name = name_of(e->left)) && constant(e->right, &c->value)) {
		c->name = name;
		return true;
	}
	if ((name = name_of(e->right)) && constant(e->left, &c->value)) {
		c->name = name;
		c->op = swapped(c->op);
		return true;
	}
	return false;
}

static void bad(struct cond_safe *safe c, const char *safe why)
{
	if (c->bad)
		return;
	c->bad = true;
	warning(c->pos, "cond_safe on '%s': %s", show_ident(c->decl->ident), why);
}

// A new entry for @decl, a member of @parent (NULL: a parameter), whose
// attribute is written at @pos; NULL where there is no room
static struct cond_safe *new_entry(struct symbol *safe decl, struct symbol *parent,
	struct position pos)
{
	struct cond_safe *c;

	if (conds.nr == conds.size) {
		int size = conds.size ? 2 * conds.size : 16;
		struct cond_safe *list = realloc(conds.list, size * sizeof(*list));

		if (!list)
			die("out of memory");
		conds.list = list;
		conds.size = size;
	}
	if (!conds.list)
		return NULL;
	c = &conds.list[conds.nr];
	*c = (struct cond_safe) { .decl = decl, .parent = parent, .pos = pos };
	conds.nr++;
	ptrhash_put(&conds.of, decl, (void *)(long)conds.nr);
	return c;
}

static void told(struct symbol *decl, struct symbol *parent, struct expression *cond,
	struct position pos)
{
	struct cond_safe *c = decl ? new_entry(decl, parent, pos) : NULL;

	if (c && !read_condition(cond, c))
		bad(c, "the condition must name an integer member of the same structure "
		       "(or parameter of the same function), alone or compared with a constant");
}

// (the position is not kept: a 'building' that is no pointer parameter's
// only never says anything)
static void told_building(struct symbol *decl, struct position pos)
{
	if (decl)
		ptrhash_put(&conds.building, decl, decl);
}

void install_cond_safe(void)
{
	cond_safe_hook = told;
	building_hook = told_building;
}

bool cond_safe_in_file(void)
{
	return conds.nr != 0;
}

void cond_safe_file_done(void)
{
	free(conds.list);
	conds.list = NULL;
	conds.nr = conds.size = conds.checked = 0;
	// (what is declared building is kept for the run: -fsuggest-safe
	// asks it again of every file's functions at the end)
	ptrhash_clear(&conds.of);
}

static struct symbol *base_of(struct symbol *sym)
{
	while (sym && sym->type == SYM_NODE)
		sym = sym->ctype.base_type;
	return sym;
}

static bool is_integer(struct symbol *sym)
{
	sym = base_of(sym);
	return sym && (sym->type == SYM_BASETYPE || sym->type == SYM_ENUM ||
		       sym->type == SYM_RESTRICT) && sym != &void_ctype;
}

static bool is_pointer_type(struct symbol *sym)
{
	sym = base_of(sym);
	return sym && sym->type == SYM_PTR;
}

bool is_unsigned_integer(struct symbol *type)
{
	type = base_of(type);
	return type && (type->ctype.modifiers & MOD_UNSIGNED);
}

// The member named @name of @s, or NULL
static struct symbol *member_named(struct symbol *safe s, struct ident *name)
{
	struct symbol *m;

	FOR_EACH_PTR(s->symbol_list, m) {
		if (m && m->ident == name)
			return m;
	} END_FOR_EACH_PTR(m);
	return NULL;
}

// @c, a member's, checked against its structure: NULL where it is bad
static const struct cond_safe *member_cond(struct cond_safe *c)
{
	struct symbol *dep;

	if (!c || c->bad || !c->parent)
		return NULL;
	if (!is_pointer_type(c->decl)) {
		bad(c, "it is not a pointer");
		return NULL;
	}
	dep = member_named(c->parent, c->name);
	if (!dep || !is_integer(dep)) {
		bad(c, "the condition must name an integer member of the same structure");
		return NULL;
	}
	return c;
}

bool is_integer_member(struct symbol *safe s, struct ident *name)
{
	struct symbol *m = name ? member_named(s, name) : NULL;

	return m && is_integer(m);
}

bool cond_safe_assume(struct symbol *safe member, struct symbol *safe parent, struct ident *safe name)
{
	struct cond_safe *c;

	if (!is_pointer_type(member) || !is_integer_member(parent, name) ||
	    !(c = new_entry(member, parent, member->pos)))
		return false;
	c->name = name;
	c->op = COND_NE;
	c->value = 0;
	return true;
}

int cond_safe_count(void)
{
	return conds.nr;
}

void cond_safe_forget(int mark)
{
	int i;

	if (mark < 0 || mark >= conds.nr)
		return;
	conds.nr = mark;
	if (conds.checked > mark)
		conds.checked = mark;
	ptrhash_clear(&conds.of);
	for (i = 0; conds.list && i < conds.nr; i++)
		ptrhash_put(&conds.of, conds.list[i].decl, (void *)(long)(i + 1));
}

void cond_safe_check_members(void)
{
	for (; conds.checked < conds.nr; conds.checked++)
		member_cond(&conds.list[conds.checked]);
}

static struct cond_safe *entry_of(const void *decl)
{
	long i = decl ? (long)ptrhash_get(&conds.of, decl) : 0;

	return i > 0 && i <= conds.nr ? &conds.list[i - 1] : NULL;
}

// The structure whose member the lvalue '*(base + offset)' reaches, where
// its base's type says so
static struct symbol *struct_of(struct expression *lvalue)
{
	struct expression *addr;
	struct symbol *ptr;

	if (!lvalue || lvalue->type != EXPR_PREOP || lvalue->op != '*')
		return NULL;
	addr = lvalue->unop;
	if (addr && addr->type == EXPR_BINOP && addr->op == '+')
		addr = addr->left;
	ptr = addr ? base_of(addr->ctype) : NULL;
	ptr = ptr && ptr->type == SYM_PTR ? base_of(ptr->ctype.base_type) : NULL;
	return ptr && (ptr->type == SYM_STRUCT || ptr->type == SYM_UNION) ? ptr : NULL;
}

// Is @c's structure the one of the member @type, reached through @lvalue?
static bool of_struct(const struct cond_safe *safe c, struct symbol *safe type,
	struct expression *lvalue)
{
	struct symbol *s = struct_of(lvalue), *m;

	if (!c->parent)
		return false;
	if (s)
		return s == c->parent;
	// (no type to tell: the member itself, by its name and place)
	m = member_named(c->parent, type->ident);
	return m && m->offset == type->offset;
}

const struct cond_safe *cond_safe_member(struct symbol *type, struct expression *lvalue)
{
	struct cond_safe *c, *list = conds.list;
	int i;

	if (!conds.nr || !list || !type || !type->ident)
		return NULL;
	if ((c = entry_of(type)))
		return member_cond(c);
	// a copy of the member, with the modifiers of what reaches it
	for (i = 0; i < conds.nr; i++) {
		c = &list[i];
		if (c->parent && c->decl->ident == type->ident && of_struct(c, type, lvalue))
			return member_cond(c);
	}
	return NULL;
}

int cond_safe_dependents(struct symbol *type, struct expression *lvalue,
	const struct cond_safe **out, int max)
{
	struct cond_safe *list = conds.list;
	int i, n = 0;

	if (!conds.nr || !list || !type || !type->ident || !out)
		return 0;
	for (i = 0; i < conds.nr && n < max; i++) {
		struct cond_safe *c = &list[i];

		if (c->parent && c->name == type->ident && of_struct(c, type, lvalue) &&
		    member_cond(c))
			out[n++] = c;
	}
	return n;
}

// The parameters of the function type @fn
struct symbol_list *function_params(struct symbol *fn)
{
	fn = base_of(fn);
	return fn && fn->type == SYM_FN ? fn->arguments : NULL;
}

// @c, of a parameter of @fn: the number of the parameter it names, or 0
// where it is bad
static int param_dep(struct cond_safe *safe c, struct symbol *fn)
{
	struct symbol *arg;
	int nr = 0;

	if (c->bad)
		return 0;
	if (!is_pointer_type(c->decl)) {
		bad(c, "it is not a pointer");
		return 0;
	}
	FOR_EACH_PTR(function_params(fn), arg) {
		nr++;
		if (arg && arg->ident == c->name && arg != c->decl) {
			if (is_integer(arg))
				return nr;
			break;
		}
	} END_FOR_EACH_PTR(arg);
	bad(c, "the condition must name an integer parameter of the same function");
	return 0;
}

const struct cond_safe *cond_safe_param(struct symbol *fn, int nr, int *safe dep)
{
	struct cond_safe *c = NULL;
	struct symbol *decl;

	*dep = 0;
	if (!conds.nr || nr < 1)
		return NULL;
	// said by any declaration of the function (a prototype in a header,
	// its definition)
	for (decl = fn; decl; decl = decl->type == SYM_NODE ? decl->same_symbol : NULL) {
		c = entry_of(ptr_list_nth(function_params(decl), nr - 1));
		if (c)
			break;
	}
	if (!c || c->parent || !(*dep = param_dep(c, decl)))
		return NULL;
	return c;
}

int cond_safe_param_dependents(struct symbol *fn, int nr, int *safe out, int max)
{
	struct symbol *arg;
	int i = 0, n = 0, dep;

	if (!conds.nr)
		return 0;
	FOR_EACH_PTR(function_params(fn), arg) {
		i++;
		if (n < max && cond_safe_param(fn, i, &dep) && dep == nr)
			out[n++] = i;
	} END_FOR_EACH_PTR(arg);
	return n;
}

// The integers for which 'x op value' holds: an interval [lo, hi], or,
// with @all_but, every integer but lo
struct iset {
	bool all_but;
	long long lo, hi;
};

static struct iset iset_of(enum cond_op op, long long v, bool is_unsigned)
{
	long long min = is_unsigned ? 0 : LLONG_MIN, max = LLONG_MAX;
	struct iset s = { false, min, max };

	switch (op) {
	case COND_EQ:
		s.lo = s.hi = v;
		break;
	case COND_NE:
		if (v == min)
			s.lo = min + 1;
		else if (v == max)
			s.hi = max - 1;
		else if (v > min)
			s = (struct iset) { true, v, v };
		break;
	case COND_LT:
		s.hi = v == LLONG_MIN ? v : v - 1;
		if (v == LLONG_MIN)
			s.lo = max;		// (none)
		break;
	case COND_LE:
		s.hi = v;
		break;
	case COND_GT:
		s.lo = v == LLONG_MAX ? v : v + 1;
		if (v == LLONG_MAX)
			s.hi = min;		// (none)
		break;
	case COND_GE:
		s.lo = v;
		break;
	}
	if (!s.all_but && s.lo < min)
		s.lo = min;
	return s;
}

static bool subset(struct iset a, struct iset b, bool is_unsigned)
{
	long long min = is_unsigned ? 0 : LLONG_MIN;

	if (!a.all_but && a.lo > a.hi)
		return true;
	if (a.all_but)
		return b.all_but ? a.lo == b.lo : b.lo <= min && b.hi == LLONG_MAX;
	if (b.all_but)
		return b.lo < a.lo || b.lo > a.hi;
	return b.lo <= a.lo && a.hi <= b.hi;
}

static bool disjoint(struct iset a, struct iset b)
{
	if (!a.all_but && a.lo > a.hi)
		return true;
	if (!b.all_but && b.lo > b.hi)
		return true;
	if (a.all_but && b.all_but)
		return false;
	if (a.all_but)
		return b.lo == b.hi && b.lo == a.lo;
	if (b.all_but)
		return a.lo == a.hi && a.lo == b.lo;
	return a.hi < b.lo || b.hi < a.lo;
}

bool cond_implied(const struct cond_safe *safe c, enum cond_op op, long long value,
	bool is_unsigned)
{
	return subset(iset_of(op, value, is_unsigned), iset_of(c->op, c->value, is_unsigned),
		      is_unsigned);
}

bool cond_excluded(const struct cond_safe *safe c, enum cond_op op, long long value,
	bool is_unsigned)
{
	return disjoint(iset_of(op, value, is_unsigned), iset_of(c->op, c->value, is_unsigned));
}

const char *safe cond_safe_text(const struct cond_safe *safe c)
{
	static const char *const ops[] = { "==", "!=", "<", "<=", ">", ">=" };
	static char buf[160];

	if (c->value == 0 && (c->op == COND_NE || c->op == COND_EQ))
		snprintf(buf, sizeof(buf), "'%s' is %s0", show_ident(c->name),
			 c->op == COND_NE ? "not " : "");
	else
		snprintf(buf, sizeof(buf), "'%s %s %lld'", show_ident(c->name), ops[c->op],
			 c->value);
	return buf;
}

bool is_building_param(struct symbol *fn, int nr)
{
	struct symbol *decl;

	if (nr < 1 || !conds.building.nr)
		return false;
	for (decl = fn; decl; decl = decl->type == SYM_NODE ? decl->same_symbol : NULL) {
		if (ptrhash_get(&conds.building, ptr_list_nth(function_params(decl), nr - 1)))
			return true;
	}
	return false;
}
