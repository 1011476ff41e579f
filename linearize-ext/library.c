/*
 * The model of the library: see library.h.
 */
#include <stdio.h>
#include <string.h>

#include "lib.h"
#include "token.h"
#include "symbol.h"
#include "options.h"

#include "library.h"
#include "ptrhash.h"
#include "source.h"

// the C library's table, made from include/safe.h
static const struct library_fn libc[] = {
#define LIBRARY_FN(name, result, nonnull)	{ name, result, nonnull },
#define LIBRARY_VAR(name)
#include "library-table.h"
#undef LIBRARY_FN
#undef LIBRARY_VAR
};

static const char *safe const libc_vars[] = {
#define LIBRARY_FN(name, result, nonnull)
#define LIBRARY_VAR(name)	name,
#include "library-table.h"
#undef LIBRARY_FN
#undef LIBRARY_VAR
};

// The kernel's allocators that take no gfp_t (annotations.c reads any
// __malloc function that does as one), and those tests and older trees
// declare with other flags: they return NULL when they fail.
static const struct library_fn kernel[] = {
	{ "vmalloc", LIB_FAILS }, { "vzalloc", LIB_FAILS },
	{ "vmalloc_user", LIB_FAILS }, { "vmalloc_node", LIB_FAILS },
	{ "vzalloc_node", LIB_FAILS }, { "vmalloc_32", LIB_FAILS },
	{ "vmalloc_32_user", LIB_FAILS }, { "vmalloc_huge", LIB_FAILS },
	{ "kmalloc", LIB_FAILS }, { "kzalloc", LIB_FAILS },
	{ "kcalloc", LIB_FAILS }, { "kmalloc_array", LIB_FAILS },
	{ "kmalloc_trace", LIB_FAILS }, { "__kmalloc", LIB_FAILS },
	{ "kmem_cache_alloc", LIB_FAILS }, { "kmem_cache_zalloc", LIB_FAILS },
};

// the name's identifier to its entry: a call asks by identifier, and
// sparse makes one identifier of each name
static struct ptrhash functions, variables;
static struct ptrhash kernel_functions;

static void put(struct ptrhash *safe h, const char *safe name, const void *entry)
{
	ptrhash_put(h, built_in_ident(name), (void *)entry);
}

static void learn_tables(void)
{
	static bool learnt;
	char noprof[64];
	unsigned int i;

	if (learnt)
		return;
	learnt = true;
	for (i = 0; i < ARRAY_SIZE(libc); i++)
		put(&functions, libc[i].name, &libc[i]);
	for (i = 0; i < ARRAY_SIZE(libc_vars); i++)
		put(&variables, libc_vars[i], libc_vars[i]);
	for (i = 0; i < ARRAY_SIZE(kernel); i++) {
		put(&kernel_functions, kernel[i].name, &kernel[i]);
		snprintf(noprof, sizeof(noprof), "%s_noprof", kernel[i].name);
		put(&kernel_functions, noprof, &kernel[i]);
	}
}

// a function's definition, a body (sparse links the declarations before
// it to it: ->definition), or a variable's, an initializer
static bool defines(struct symbol *safe sym)
{
	struct symbol *type = sym->ctype.base_type;

	if (type && type->type == SYM_FN)
		return type->stmt || type->inline_stmt;
	return sym->initializer != NULL;
}

bool defined_in_file(struct symbol *safe node)
{
	struct symbol *sym;

	if (node->definition)
		return true;
	for (sym = node; sym; sym = sym->same_symbol) {
		if (defines(sym))
			return true;
	}
	return false;
}

// Is @pos sparse's own declaration of a builtin (its stream 0,
// "builtin"): the compiler's, as a system header's is the library's?
static bool builtin_declaration(struct position pos)
{
	return pos.stream == 0 && input_stream_nr > 0 && input_streams &&
	       input_streams[0].name && !strcmp(input_streams[0].name, "builtin");
}

bool declared_by_system(struct symbol *node)
{
	struct symbol *sym;

	if (!node || node->type != SYM_NODE || defined_in_file(node))
		return false;
	for (sym = node; sym; sym = sym->same_symbol) {
		if (in_system_header(sym->pos) || builtin_declaration(sym->pos))
			return true;
	}
	return false;
}

// the declaration of a function itself (not of a pointer to one)
static inline bool declares_function(struct symbol *node)
{
	return node && node->type == SYM_NODE && is_function(node->ctype.base_type);
}

const struct library_fn *library_function(struct symbol *node)
{
	const struct library_fn *fn;

	if (!Wnull_libc || !declares_function(node) || !node->ident)
		return NULL;
	learn_tables();
	fn = ptrhash_get(&functions, node->ident);
	return fn && declared_by_system(node) ? fn : NULL;
}

bool library_safe_variable(struct symbol *sym)
{
	if (!Wnull_libc || !sym || sym->type != SYM_NODE || !sym->ident ||
	    !(sym->ctype.modifiers & MOD_EXTERN))
		return false;
	learn_tables();
	return ptrhash_get(&variables, sym->ident) && declared_by_system(sym);
}

bool library_allocator_name(struct symbol *node)
{
	const struct library_fn *fn;

	if (!Wnull_libc || !declares_function(node) || !node->ident)
		return false;
	learn_tables();
	fn = ptrhash_get(&functions, node->ident);
	if (!fn)
		fn = ptrhash_get(&kernel_functions, node->ident);
	return fn && fn->result == LIB_FAILS;
}
