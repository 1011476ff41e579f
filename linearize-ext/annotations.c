/*
 * Where the 'safe' annotation is: see annotations.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "symbol.h"
#include "expression.h"
#include "linearize.h"
#include "target.h"

#include "annotations.h"
#include "library.h"
#include "source.h"

// follow the nodes down to the type, collecting their modifiers
static struct symbol *strip_nodes(struct symbol *type, unsigned long *safe mods)
{
	while (type && type->type == SYM_NODE) {
		*mods |= type->ctype.modifiers;
		type = type->ctype.base_type;
	}
	return type;
}

bool is_nullable_pointer(struct symbol *type)
{
	unsigned long mods = 0;

	if (!nullness_declared)
		return false;
	type = strip_nodes(type, &mods);
	return type && type->type == SYM_PTR && (mods & MOD_NULLABLE);
}

bool is_safe_pointer(struct symbol *type)
{
	unsigned long mods = 0;

	if (!nullness_declared)
		return false;
	type = strip_nodes(type, &mods);
	if (!type || type->type != SYM_PTR)
		return false;
	// MOD_SAFE on the SYM_PTR itself qualifies the pointed-to object
	return mods & MOD_NEVER_NULL;
}

struct expression *memop_lvalue(struct instruction *safe memop)
{
	struct expression *expr = memop->lvalue;

	if (expr && expr->type == EXPR_ASSIGNMENT)
		return expr->left;
	return expr;
}

struct expression *memop_value(struct instruction *safe store)
{
	struct expression *expr = store->lvalue;

	if (expr && expr->type == EXPR_ASSIGNMENT && expr->op == '=')
		return expr->right;
	return NULL;
}

struct expression *safe address_base(struct expression *safe addr)
{
	while (addr->type == EXPR_BINOP && addr->op == '+' &&
	       addr->left && addr->right && addr->left->ctype && addr->right->ctype &&
	       !is_pointer(addr->right->ctype))
		addr = addr->left;
	return addr;
}

// @type, after its nodes, if it is a structure or a union, and not nested
// too deep (@depth) to look into; else NULL
static struct symbol *aggregate(struct symbol *type, int depth)
{
	unsigned long mods = 0;

	type = strip_nodes(type, &mods);
	if (!type || depth > 4 || (type->type != SYM_STRUCT && type->type != SYM_UNION))
		return NULL;
	return type;
}

// The member at @offset in the structure or union @type (inside the
// structures it holds too: sparse adds up the offsets of 'p->in.arr'), or
// NULL: an array (@array; its type), or a pointer (the member).  Its path
// from @type ('.c.focus') is appended to @path, where given (@size bytes).
static struct symbol *member_at(struct symbol *type, long long offset, int depth,
	bool array, char *path, size_t size)
{
	struct symbol *member;
	unsigned long mods = 0;

	type = aggregate(type, depth);
	if (!type)
		return NULL;
	FOR_EACH_PTR(type->symbol_list, member) {
		struct symbol *mt = strip_nodes(member, &mods), *found;
		size_t len = path ? strlen(path) : 0;

		if (!mt)
			continue;
		// a structure's members come in the order of their offsets
		if (type->type == SYM_STRUCT && member->offset > offset)
			break;
		if (offset < member->offset)
			continue;
		if (path && member->ident && len < size)
			snprintf(path + len, size - len, ".%s", show_ident(member->ident));
		if (member->offset == offset && mt->type == (array ? SYM_ARRAY : SYM_PTR))
			return array ? mt : member;
		found = member_at(mt, offset - member->offset, depth + 1, array, path, size);
		if (found)
			return found;
		if (path && len < size)
			path[len] = 0;
	} END_FOR_EACH_PTR(member);
	return NULL;
}

// Has the structure or union @type an array member of safe pointers (in
// the structures it holds too)?  Most have none: a small cache of the
// answer per type, emptied for each function (annotations_reset()), keeps
// the members from being searched at each load.
#define SAFE_ARRAY_CACHE	64
static struct {
	struct symbol *type;
	bool any;
} safe_array_cache[SAFE_ARRAY_CACHE];

static bool find_safe_arrays(struct symbol *type, int depth)
{
	struct symbol *member;
	unsigned long mods = 0;

	type = aggregate(type, depth);
	if (!type)
		return false;
	FOR_EACH_PTR(type->symbol_list, member) {
		struct symbol *mt = strip_nodes(member, &mods);

		if (!mt)
			continue;
		if (mt->type == SYM_ARRAY && (mt->ctype.modifiers & MOD_NEVER_NULL))
			return true;
		if (find_safe_arrays(mt, depth + 1))
			return true;
	} END_FOR_EACH_PTR(member);
	return false;
}

static bool has_safe_arrays(struct symbol *type)
{
	unsigned long mods = 0;
	unsigned int h;

	type = strip_nodes(type, &mods);
	if (!type)
		return false;
	h = ((unsigned long)type >> 6) % SAFE_ARRAY_CACHE;
	if (safe_array_cache[h].type != type) {
		safe_array_cache[h].type = type;
		safe_array_cache[h].any = find_safe_arrays(type, 0);
	}
	return safe_array_cache[h].any;
}

// call_result()'s answers for the function being solved, by the callee's
// node (the cache is emptied with safe_array_cache)
#define RESULT_CACHE	16
static struct {
	struct symbol *fn;
	unsigned int kind;
} result_cache[RESULT_CACHE];

void annotations_reset(void)
{
	memset(safe_array_cache, 0, sizeof(safe_array_cache));
	memset(result_cache, 0, sizeof(result_cache));
}

// '*(&p->arr + i)', an element of an array member: sparse's address of the
// member points to the element type and has lost the array's MOD_SAFE, so
// the array is found by its offset in what p points to.  Only an array's
// address has a type of its own (evaluate gives a plain member's address
// lazy_ptr_ctype until the address is taken); nested members ('p->in.arr')
// add up their offsets down to the pointer.  The array if it is safe, or
// NULL; *@member tells whether @addr is an array member's at all.
static struct symbol *member_array(struct expression *addr, bool *safe member)
{
	long long offset = 0;
	bool array = false;

	for (; addr && addr->type == EXPR_BINOP && addr->op == '+'; addr = addr->left) {
		struct expression *base = addr->left, *off = addr->right;
		struct symbol *ptr;
		unsigned long mods = 0;

		if (!addr->member_addr || !base || !off || off->type != EXPR_VALUE) {
			if (array)
				return NULL;
			continue;
		}
		if (!array && addr->ctype == &lazy_ptr_ctype)
			continue;
		array = true;
		offset += off->value;
		if (base->ctype == &lazy_ptr_ctype)
			continue;
		ptr = strip_nodes(base->ctype, &mods);
		if (!ptr || ptr->type != SYM_PTR)
			return NULL;
		*member = true;
		if (!has_safe_arrays(ptr->ctype.base_type))
			return NULL;
		return member_at(ptr->ctype.base_type, offset, 0, true, NULL, 0);
	}
	return NULL;
}

bool (*assume_safe_field)(struct symbol *member);

struct symbol *stored_member(struct symbol *safe var, struct instruction *safe store,
	char *path, size_t size)
{
	struct symbol *member;

	if (path && size)
		path[0] = 0;
	member = member_at(var, store->offset, 0, false, path, size);
	// not the whole object's (its zeroing, before an initializer's)
	return member && member->bit_size == store->size ? member : NULL;
}

// the value that @init, an initializer list, gives at @offset, or NULL
// (once expanded, a nested list is an entry of its own, at the offsets of
// the whole object)
static struct expression *initializer_at(struct expression *init, long long offset, int depth)
{
	struct expression *entry, *value;

	if (!init || init->type != EXPR_INITIALIZER || depth > 8)
		return NULL;
	FOR_EACH_PTR(init->expr_list, entry) {
		if (!entry)
			continue;
		value = NULL;
		if (entry->type == EXPR_INITIALIZER)
			value = initializer_at(entry, offset, depth + 1);
		else if (entry->type == EXPR_POS && offset >= entry->init_offset) {
			value = entry->init_expr;
			if (value && value->type == EXPR_INITIALIZER)
				value = initializer_at(value, offset - entry->init_offset, depth + 1);
			else if (offset != entry->init_offset)
				value = NULL;
		}
		if (value)
			return value;
	} END_FOR_EACH_PTR(entry);
	return NULL;
}

struct expression *initialized_member(struct instruction *safe store, char *path, size_t size)
{
	pseudo_t addr = store->src;
	struct symbol *var = addr && addr->type == PSEUDO_SYM ? addr->sym : NULL;
	struct symbol *m = var && !store->lvalue ? stored_member(var, store, path, size) : NULL;

	return m && var ? initializer_at(var->initializer, store->offset, 0) : NULL;
}

bool is_safe_store(struct instruction *safe store)
{
	pseudo_t addr = store->src;
	struct symbol *member;

	if (is_safe_lvalue(memop_lvalue(store), store->type))
		return true;
	if (!addr || addr->type != PSEUDO_SYM || !addr->sym)
		return false;
	if (!store->offset && is_safe_pointer(addr->sym))
		return true;
	// an initializer's, whose type is the value's: the member at its
	// offset (where any declaration or proposal says 'safe' at all)
	if (store->lvalue || (!nullness_declared && !assume_safe_field))
		return false;
	member = stored_member(addr->sym, store, NULL, 0);
	return member && (is_safe_pointer(member) ||
			  (assume_safe_field && assume_safe_field(member)));
}

bool is_safe_lvalue(struct expression *expr, struct symbol *type)
{
	struct symbol *ptr;
	unsigned long mods = 0;
	bool member = false;

	if (is_safe_pointer(type) || (assume_safe_field && type && assume_safe_field(type)))
		return true;
	// the C library's stdin, stdout and stderr (library.h)
	if (library_safe_variable(variable_of(expr)))
		return true;
	// no declaration has said so of any type: nothing to take apart
	if (!nullness_declared || !expr || expr->type != EXPR_PREOP || expr->op != '*' || !expr->unop)
		return false;
	ptr = member_array(expr->unop, &member);
	if (member)
		return ptr && (ptr->ctype.modifiers & MOD_NEVER_NULL) &&
		       is_pointer(ptr->ctype.base_type);
	// '*(base + offset)': the base's pointer type says what it points to
	expr = address_base(expr->unop);
	// an array has become a pointer to its first element, and lost its
	// modifiers on the way: look at the array itself
	if (expr->type == EXPR_SYMBOL && expr->symbol)
		ptr = strip_nodes(expr->symbol, &mods);
	else if (expr->type == EXPR_PREOP && expr->op == '&' && expr->unop && expr->unop->ctype)
		ptr = strip_nodes(expr->unop->ctype, &mods);
	else
		ptr = strip_nodes(expr->ctype, &mods);
	if (!ptr || (ptr->type != SYM_PTR && ptr->type != SYM_ARRAY))
		return false;
	mods = ptr->ctype.modifiers;
	// an array of arrays ('char *safe m[][2]'): what it holds are the
	// innermost array's elements
	while (ptr->type == SYM_ARRAY) {
		struct symbol *elem = strip_nodes(ptr->ctype.base_type, &mods);

		if (!elem || elem->type != SYM_ARRAY)
			break;
		ptr = elem;
		mods |= ptr->ctype.modifiers;
	}
	return (mods & MOD_NEVER_NULL) && is_pointer(ptr->ctype.base_type);
}

// the function behind @fn, and the modifiers that apply to its result
static struct symbol *find_function(struct symbol *fn, unsigned long *safe mods)
{
	*mods = 0;
	fn = strip_nodes(fn, mods);
	if (fn && fn->type == SYM_PTR) {
		// the node's modifiers were the pointer's; the pointer's
		// own are those of the function it points to
		*mods = fn->ctype.modifiers;
		fn = strip_nodes(fn->ctype.base_type, mods);
	}
	if (!fn || fn->type != SYM_FN)
		return NULL;
	*mods |= fn->ctype.modifiers;
	return fn;
}

bool is_pointer_pseudo(struct entrypoint *ep, pseudo_t p)
{
	struct symbol *type;

	if (!p)
		return false;
	if (p->type == PSEUDO_REG)
		return p->def && is_pointer(p->def->type);
	if (p->type != PSEUDO_ARG || !ep || !ep->name)
		return false;
	type = function_type(ep->name);
	return type && is_pointer(ptr_list_nth(type->arguments, p->nr - 1));
}

struct symbol *function_type(struct symbol *fn)
{
	unsigned long mods;

	return find_function(fn, &mods);
}

// returns_nonnull (@malloc: malloc), on any declaration of the function
static bool returns_nonnull(struct symbol *node, bool malloc)
{
	unsigned long mods;

	for (; node; node = node->type == SYM_NODE ? node->same_symbol : NULL) {
		struct symbol *fn = find_function(node, &mods);

		if (fn && (malloc ? fn->returns_malloc : fn->returns_nonnull))
			return true;
	}
	return false;
}

bool returns_fresh(struct symbol *node)
{
	return returns_nonnull(node, true);
}

bool returns_err_ptr(struct symbol *node)
{
	unsigned long mods;

	for (; node; node = node->type == SYM_NODE ? node->same_symbol : NULL) {
		struct symbol *fn = find_function(node, &mods);

		if (fn && fn->returns_err_ptr)
			return true;
	}
	return false;
}

bool (*assume_safe)(struct symbol *fn, int nr);

bool is_safe_return(struct symbol *node)
{
	const struct library_fn *lib;
	struct symbol *ret, *fn;
	unsigned long mods;

	if (assume_safe && node && assume_safe(node, 0))
		return true;
	fn = find_function(node, &mods);
	if (!fn)
		return false;
	ret = fn->ctype.base_type;
	if (!is_pointer(ret))
		return false;
	if ((mods & MOD_NEVER_NULL) || returns_nonnull(node, false) || is_safe_pointer(ret))
		return true;
	lib = library_function(node);
	return lib && lib->result == LIB_NEVER_NULL;
}

// Is @type the kernel's allocation flags, the restricted type gfp_t?
static bool is_gfp(struct symbol *type)
{
	unsigned long mods = 0;

	type = strip_nodes(type, &mods);
	return type && type->type == SYM_RESTRICT && type->ident &&
	       !strcmp(show_ident(type->ident), "gfp_t");
}

// Does the function @fn take the kernel's allocation flags?
static bool takes_gfp(struct symbol *safe fn)
{
	struct symbol *arg;

	FOR_EACH_PTR(fn->arguments, arg) {
		if (is_gfp(arg))
			return true;
	} END_FOR_EACH_PTR(arg);
	return false;
}

// is_allocator(), but for the safe or returns_nonnull result.  The model
// of the library says it where it knows the function (realloc(), which
// glibc does not declare malloc, included).  Else the malloc attribute
// says only that the result aliases nothing: a project's allocator that
// aborts when memory runs out has it too.  It means "NULL when it fails"
// where the C library declares it (a system header's), on a function
// named as the library's allocators (include/safe.h declares them so), and
// on the kernel's allocators (with gfp_t flags, or by name); a function of
// the file is known by its body instead (its summary).
static bool allocation_declared(struct symbol *node)
{
	const struct library_fn *lib;
	struct symbol *fn;
	unsigned long mods;

	fn = find_function(node, &mods);
	if (!fn || !is_pointer(fn->ctype.base_type))
		return false;
	lib = library_function(node);
	if (lib)
		return lib->result == LIB_FAILS;
	if (!returns_nonnull(node, true) || fn->stmt || fn->inline_stmt ||
	    (node && node->type == SYM_NODE && defined_in_file(node)))
		return false;
	return declared_by_system(node) || takes_gfp(fn) || library_allocator_name(node);
}

bool is_allocator(struct symbol *node)
{
	return allocation_declared(node) && !is_safe_return(node);
}

unsigned int call_result(struct symbol *fn)
{
	unsigned int h = ((unsigned long)fn >> 6) % RESULT_CACHE, kind = 0;

	if (fn && !assume_safe && result_cache[h].fn == fn)
		return result_cache[h].kind;
	if (is_safe_return(fn))
		kind |= RESULT_SAFE;
	else if (allocation_declared(fn))
		kind |= RESULT_ALLOC;
	if (is_nullable_return(fn))
		kind |= RESULT_NULLABLE;
	if (fn && !assume_safe) {
		result_cache[h].fn = fn;
		result_cache[h].kind = kind;
	}
	return kind;
}

// The body of the object-like macro @sym, as its definition writes it,
// into @buf, its continued lines joined; false where it cannot be read
// (a macro of the command line) or is not there.
static bool macro_body(struct symbol *safe sym, char *safe buf, size_t size)
{
	const char *name = show_ident(sym->ident), *text, *c, *end;
	long length, at;
	size_t len = 0;

	text = source_text(sym->pos.stream, &length);
	at = text ? source_offset(text, length, sym->pos.line, 1) : -1;
	if (!text || at < 0)
		return false;
	// '#define NAME body', NAME not followed by '(' (no function-like macro)
	end = strchr(text + at, '\n');
	c = strstr(text + at, "define");
	c = c && (!end || c < end) ? strstr(c + 6, name) : NULL;
	if (!c || (end && c > end) || c[strlen(name)] == '(')
		return false;
	for (c += strlen(name); *c && len + 2 < size; c++) {
		if (*c == '\\' && c[1] == '\n') {
			c++;
			buf[len++] = ' ';
			continue;
		}
		if (*c == '\n')
			break;
		buf[len++] = *c;
	}
	buf[len] = 0;
	return !*c || *c == '\n';
}

// The value of the object-like macro @ident, into *@value, where its body
// is a constant made only of numbers, other such macros, '|', parentheses
// and casts to a named type ('((__force gfp_t)0x8000u)', as the kernel
// writes its allocation flags); false where it is anything else.
static bool read_flags(struct symbol *safe sym, unsigned long long *safe value, int depth);

static bool macro_flags(struct ident *ident, unsigned long long *safe value, int depth)
{
	// read once per macro: a file allocates many times
	static struct {
		struct symbol *sym;
		unsigned long long value;
		bool ok;
	} cache[16];
	struct symbol *sym = ident ? lookup_symbol(ident, NS_MACRO | NS_UNDEF) : NULL;
	int i = ((unsigned long)sym >> 5) % 16;

	*value = 0;
	if (!sym || sym->namespace != NS_MACRO || sym->arglist || depth > 8)
		return false;
	if (cache[i].sym != sym) {
		// the macros it is made of may take the place on the way
		bool ok = read_flags(sym, value, depth);

		cache[i].sym = sym;
		cache[i].value = *value;
		cache[i].ok = ok;
	}
	*value = cache[i].value;
	return cache[i].ok;
}

static bool read_flags(struct symbol *safe sym, unsigned long long *safe value, int depth)
{
	char body[512], word[128], prev = '(';
	const char *c = body;

	*value = 0;
	if (!macro_body(sym, body, sizeof(body)))
		return false;
	while (*c) {
		unsigned long long n;
		size_t len;
		char *end;

		if (*c == ' ' || *c == '\t') {
			c++;
			continue;
		}
		// comments, as the kernel writes them after its flags
		if (c[0] == '/' && c[1] == '/')
			break;
		if (c[0] == '/' && c[1] == '*') {
			c = strstr(c + 2, "*/");
			if (!c)
				break;
			c += 2;
			continue;
		}
		if (*c >= '0' && *c <= '9') {
			n = strtoull(c, &end, 0);
			c = (const char *safe)end;	// strtoull() sets it
			while (*c == 'u' || *c == 'U' || *c == 'l' || *c == 'L')
				c++;
			*value |= n;
			prev = '0';
			continue;
		}
		if (*c == '(' || *c == ')' || *c == '|') {
			prev = *c++;
			continue;
		}
		len = strspn(c, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789");
		if (!len || len >= sizeof(word))
			return false;
		memcpy(word, c, len);
		word[len] = 0;
		c += len;
		if (macro_flags(built_in_ident(word), &n, depth + 1)) {
			*value |= n;
			prev = '0';
			continue;
		}
		// a name in a cast: after '(' or a name, before ')' or a name
		while (*c == ' ' || *c == '\t')
			c++;
		if ((prev != '(' && prev != 'a') || !(*c == ')' || (*c >= 'a' && *c <= 'z') ||
						     (*c >= 'A' && *c <= 'Z') || *c == '_'))
			return false;
		prev = 'a';
	}
	return true;
}

// Is one of the flags the macro @name stands for in @flags?  Not where
// the macro is not one macro_flags() can read (its value unknown).
static bool has_flag(unsigned long long flags, const char *safe name)
{
	unsigned long long bits;

	return macro_flags(built_in_ident(name), &bits, 0) && bits && (flags & bits) == bits;
}

pseudo_t gfp_argument(struct instruction *safe call)
{
	struct symbol *type;
	pseudo_t arg;
	int nr = 0;

	FOR_EACH_PTR(call->arguments, arg) {
		// fntypes: the function's type, then each argument's
		type = ptr_list_nth(call->fntypes, ++nr);
		if (arg && is_gfp(type))
			return arg;
	} END_FOR_EACH_PTR(arg);
	return NULL;
}

bool is_pool_alloc(struct instruction *safe call)
{
	struct symbol *fn = call->func && call->func->type == PSEUDO_SYM ? call->func->sym : NULL;

	return fn && fn->ident && !strcmp(show_ident(fn->ident), "mempool_alloc");
}

// Does @r, the result of an allocation in @bb or a cast of it there, go
// on only into phis in @to, into casts that do, or into @test?
static bool goes_on_only_to(pseudo_t safe r, struct basic_block *safe bb,
	struct basic_block *to, struct instruction *test, int depth)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(r->users, pu) {
		struct instruction *insn = pu->insn;

		if (!insn || insn == test)
			continue;
		if (insn->bb != bb)
			return false;
		if (insn->opcode == OP_PHISOURCE && insn->phi_node && insn->phi_node->bb == to)
			continue;
		if (insn->opcode == OP_PTRCAST && insn->target && depth < 2 &&
		    goes_on_only_to(insn->target, bb, to, test, depth + 1))
			continue;
		return false;
	} END_FOR_EACH_PTR(pu);
	return true;
}

// The parameter whose flags the allocation @call, given @flags, fails
// with, if any: @flags itself where it is one; or the parameter that
// the test of @call's result compares them with, where the two differ
// on the side that tries again, so that the NULL goes on only on the
// other side, where they are the same ('p = alloc(gfp); if (!p && gfp
// != saved) p = alloc(saved);', after 'gfp &= ~WAIT': the first
// failure goes on only where it was given the caller's flags).  Else
// NULL.
pseudo_t failing_flags(struct instruction *safe call, pseudo_t flags)
{
	struct instruction *br, *cond, *test, *cmp, *other;
	pseudo_t r = call->target, tested, param;

	if (!flags || flags->type == PSEUDO_ARG)
		return flags;
	br = call->bb ? last_instruction(call->bb->insns) : NULL;
	if (!r || !br || br->opcode != OP_CBR || br->bb_true == br->bb_false ||
	    !br->cond || br->cond->type != PSEUDO_REG)
		return NULL;
	// 'r == 0 && flags != param', in either order
	cond = br->cond->def;
	if (!cond || cond->opcode != OP_AND || !cond->src1 || !cond->src2)
		return NULL;
	test = cond->src1->type == PSEUDO_REG ? cond->src1->def : NULL;
	cmp = cond->src2->type == PSEUDO_REG ? cond->src2->def : NULL;
	if (test && test->opcode == OP_SET_NE) {
		other = test;
		test = cmp;
		cmp = other;
	}
	if (!test || test->opcode != OP_SET_EQ || !cmp || cmp->opcode != OP_SET_NE)
		return NULL;
	tested = is_zero(test->src2) ? test->src1 : is_zero(test->src1) ? test->src2 : NULL;
	while (tested && tested != r && tested->type == PSEUDO_REG && tested->def &&
	       tested->def->opcode == OP_PTRCAST && tested->def->bb == call->bb)
		tested = tested->def->src;
	param = cmp->src1 == flags ? cmp->src2 : cmp->src2 == flags ? cmp->src1 : NULL;
	if (tested != r || !param || param->type != PSEUDO_ARG)
		return NULL;
	// the result goes on only into a phi of the side where they are
	// the same
	return goes_on_only_to(r, call->bb, br->bb_false, test, 0) ? param : NULL;
}

bool flags_never_fail(pseudo_t flags, bool pool)
{
	if (!flags || flags->type != PSEUDO_VAL)
		return false;
	if (has_flag(flags->value, "__GFP_NOFAIL"))
		return true;
	// a pool's allocation that may sleep waits for an element to come
	// back
	return pool && has_flag(flags->value, "__GFP_DIRECT_RECLAIM");
}

bool alloc_zeroes(struct instruction *safe call)
{
	pseudo_t flags = gfp_argument(call);

	return flags && flags->type == PSEUDO_VAL && has_flag(flags->value, "__GFP_ZERO");
}

bool alloc_cannot_fail(struct instruction *safe call)
{
	return flags_never_fail(gfp_argument(call), is_pool_alloc(call));
}

bool is_nullable_return(struct symbol *node)
{
	struct symbol *fn;
	unsigned long mods;

	fn = find_function(node, &mods);
	if (!fn || !is_pointer(fn->ctype.base_type))
		return false;
	return (mods & MOD_NULLABLE) || is_nullable_pointer(fn->ctype.base_type);
}

bool is_nonnull_param(struct symbol *node, int nr)
{
	const struct library_fn *lib;
	unsigned int mask = 0;
	struct symbol *fn, *arg;
	unsigned long mods;

	fn = find_function(node, &mods);
	if (!fn)
		return false;
	lib = library_function(node);
	if (lib)
		mask = lib->nonnull;
	// the attribute may be on another declaration of the function
	for (; node; node = node->type == SYM_NODE ? node->same_symbol : NULL) {
		struct symbol *decl = find_function(node, &mods);

		if (decl)
			mask |= decl->nonnull;
	}
	if (!nr)
		return mask != 0;
	if (nr <= NONNULL_MAX && (mask & (1U << (nr - 1))))
		return true;
	if (!(mask & NONNULL_ALL))
		return false;
	FOR_EACH_PTR(fn->arguments, arg) {
		if (--nr == 0)
			return is_pointer(arg);
	} END_FOR_EACH_PTR(arg);
	return false;
}

bool is_safe_param(struct symbol *node, int nr)
{
	struct symbol *fn, *arg;
	unsigned long mods;

	if (nr < 1)
		return false;
	if (assume_safe && node && assume_safe(node, nr))
		return true;
	// as clang's _Nonnull does, the parameter's annotation on an earlier
	// declaration holds for this one (a definition that leaves it out)
	for (; node; node = node->type == SYM_NODE ? node->same_symbol : NULL) {
		fn = find_function(node, &mods);
		arg = fn ? ptr_list_nth(fn->arguments, nr - 1) : NULL;
		if (arg && is_safe_pointer(arg))
			return true;
	}
	return false;
}

////////////////////////////////////////////////////////////////////////
// Static pointers that only ever hold NULL

struct symbol *variable_of(struct expression *expr)
{
	// a variable is '*(&var)' once evaluated
	if (expr && expr->type == EXPR_PREOP && expr->op == '*')
		expr = expr->unop;
	return expr && expr->type == EXPR_SYMBOL ? expr->symbol : NULL;
}

struct symbol *assigned_variable(struct expression *expr)
{
	return variable_of(expr ? expr->left : NULL);
}

struct expression *strip_casts(struct expression *expr)
{
	while (expr && (expr->type == EXPR_CAST || expr->type == EXPR_IMPLIED_CAST ||
			expr->type == EXPR_FORCE_CAST))
		expr = expr->cast_expression;
	return expr;
}

bool is_null_constant(struct expression *expr)
{
	expr = strip_casts(expr);
	return expr && expr->type == EXPR_VALUE && !expr->value;
}

// Could the declaration @sym, alone, give its variable a value other
// than NULL?  Assigned, its address taken, initialized to something else,
// volatile, or not a pointer at all.
static bool may_hold_other(struct symbol *safe sym)
{
	unsigned long mods = sym->ctype.modifiers;

	return sym->type != SYM_NODE || !is_pointer(sym) ||
	       (mods & (MOD_ASSIGNED | MOD_ADDRESSABLE | MOD_VOLATILE)) ||
	       (sym->initializer && !is_null_constant(sym->initializer));
}

// The file's static variables of which some declaration may hold another
// value, by name, sorted: a file may declare a static several times, and
// a function sees the declaration before it, not the one with the
// initializer or the address taken further down.  Made once per file,
// from the list of its declarations that sparse keeps.
static struct {
	const void *list, *file;
	const struct ident **names;
	int nr, alloc;
} others;

static int compare_names(const void *a, const void *b)
{
	// qsort() and bsearch() hand their comparator pointers into the array
	const struct ident *x = *(const struct ident *const *safe)a;
	const struct ident *y = *(const struct ident *const *safe)b;

	return x < y ? -1 : x > y;
}

static void add_name(const struct ident *safe name)
{
	const struct ident **names = others.names;

	if (others.nr == others.alloc || !names) {
		others.alloc = others.alloc * 2 + 16;
		names = realloc(names, others.alloc * sizeof(*names));
		if (!names)
			die("out of memory");
		others.names = names;
	}
	names[others.nr++] = name;
}

static void scan_statics(void)
{
	struct symbol *sym;

	if (others.list == translation_unit_used_list && others.file == base_filename)
		return;
	others.list = translation_unit_used_list;
	others.file = base_filename;
	others.nr = 0;
	FOR_EACH_PTR(translation_unit_used_list, sym) {
		if (!sym || !sym->ident || sym->type != SYM_NODE ||
		    !(sym->ctype.modifiers & MOD_STATIC) || !may_hold_other(sym))
			continue;
		add_name(sym->ident);
	} END_FOR_EACH_PTR(sym);
	if (others.nr > 1 && others.names)
		qsort(others.names, others.nr, sizeof(*others.names), compare_names);
}

bool only_null_static(struct symbol *sym)
{
	const struct ident *name;

	if (!sym || !sym->ident || !(sym->ctype.modifiers & MOD_STATIC) || may_hold_other(sym))
		return false;
	// a function's own static is declared once, in the function
	if (!(sym->ctype.modifiers & MOD_TOPLEVEL))
		return true;
	scan_statics();
	name = sym->ident;
	return !others.nr || !others.names ||
	       !bsearch(&name, others.names, others.nr, sizeof(*others.names), compare_names);
}
