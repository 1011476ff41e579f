#ifndef NULL_ANNOTATIONS_H
#define NULL_ANNOTATIONS_H

///
// Where the 'safe' annotation is
// ------------------------------
//
// sparse 0.6.4 puts MOD_SAFE in different places for the same meaning:
//
//	int *p safe;  int *safe p;	on the symbol's node
//	typedef int *safe sptr;		on the typedef, merged into each node
//	struct s { int *safe m; }	on the member's node, which is the type
//					of a load or store of 'x->m'
//	(int *safe)e			on the cast's type
//	int *safe f(void);		on the function type itself (SYM_FN)
//	int *f(void) safe;		on the function's node
//	int safe *p;  int __safe *p;	on the pointer type: that marks the
//					pointed-to object, not the pointer
//
// These helpers answer "is this pointer safe?" for all of them.

#include <stdbool.h>
#include "sparse-ir.h"

///
// The modifiers that say 'never NULL': sparse's 'safe' and clang's
// _Nonnull (which sparse-safe's patches keep out of type comparisons).
#define MOD_NEVER_NULL	(MOD_SAFE | MOD_NONNULL)

struct expression;
struct instruction;
struct symbol;

///
// Is a value of type @type a safe (never NULL) pointer?  @type is a
// symbol node or a type, as sparse puts them on declarations, on
// expressions and on the instructions it linearizes.
bool is_safe_pointer(struct symbol *type);

///
// The pointer an address expression is computed from: @addr less the
// offsets of members and elements added to it ('p' of 'p + 8 + i * 4').
struct expression *safe address_base(struct expression *safe addr);

///
// Is the lvalue @expr, accessed with @type (a load's or a store's), a safe
// pointer?  Beyond is_safe_pointer(@type): an element of an array of safe
// pointers (a variable, or a member: 'p->arr[i]', found by its offset,
// as sparse's address of the member has lost the array's MOD_SAFE), or
// what a pointer to a safe pointer points to, whose MOD_SAFE sparse keeps
// on the array or pointer type only.
bool is_safe_lvalue(struct expression *expr, struct symbol *type);

///
// Is @store a store into a safe lvalue: a field or variable
// (is_safe_lvalue()), or the variable itself when it is initialized (or is
// an inlined function's parameter)?
bool is_safe_store(struct instruction *safe store);

///
// The pointer member of the variable @var that @store writes, found by its
// offset (an initializer's store has the type of the value it stores), or
// NULL: not a pointer member, or the whole object (its zeroing).  Its path
// from the variable ('.c.focus') goes into @path, where given (@size bytes).
struct symbol *stored_member(struct symbol *safe var, struct instruction *safe store,
	char *path, size_t size);

///
// The value, as written, that @store, an initializer's store into a member
// of a variable, stores ('.m = value'), or NULL; the member's path into
// @path, where given (stored_member()).
struct expression *initialized_member(struct instruction *safe store, char *path, size_t size);

///
// The lvalue a load or store accesses, as written, or NULL (a store keeps
// its whole assignment: this is the assignment's left side).
struct expression *memop_lvalue(struct instruction *safe memop);

///
// What a store stores, as written ('x = value'), or NULL.
struct expression *memop_value(struct instruction *safe store);

///
// Is a value of type @type a pointer declared _Nullable (that the code
// itself says may be NULL)?
bool is_nullable_pointer(struct symbol *type);

///
// Is the result of a call through @fn declared _Nullable?
bool is_nullable_return(struct symbol *fn);

///
// While -fsuggest-safe tries its proposals (suggest.h): is parameter @nr
// (from 1) of the function @fn, or its result (@nr 0), taken to be safe,
// as if the proposal were applied?  is_safe_param() and is_safe_return()
// ask it first.  NULL the rest of the time.
extern bool (*assume_safe)(struct symbol *fn, int nr);

///
// ... and is the field @member (a load's or store's type, the member's
// node) taken to be safe?  is_safe_lvalue() asks it first.
extern bool (*assume_safe_field)(struct symbol *member);

///
// Is @fn, as for is_safe_return(), an allocation that may fail, with a
// result that is neither safe nor returns_nonnull?  The model of the
// library says so (library.h: malloc(), realloc(), fopen(), getenv(), ...),
// or @fn is declared __attribute__((malloc)) and is the C library's (a
// system header declares it), is named as the library's or the kernel's
// allocators, or takes the kernel's gfp_t flags.  A function the file
// defines is not: its summary says whether it returns NULL.
bool is_allocator(struct symbol *fn);

///
// What the declarations of @fn say of the result of a call of it: a
// combination of RESULT_SAFE (is_safe_return()), RESULT_ALLOC
// (is_allocator()) and RESULT_NULLABLE (is_nullable_return()).  Asked at
// each call the solver walks, and kept for the function being solved
// (annotations_reset()), but while -fsuggest-safe assumes more as it goes.
#define RESULT_SAFE	1
#define RESULT_ALLOC	2
#define RESULT_NULLABLE	4
unsigned int call_result(struct symbol *fn);

///
// Is the allocation @call asked never to fail?  The kernel's allocators
// take their flags as a gfp_t: with __GFP_NOFAIL they do not return NULL,
// nor does mempool_alloc() with __GFP_DIRECT_RECLAIM (it waits for an
// element instead), as the kernel documents them.  The flags' values are
// read from the macros of the file being checked; where a macro is not a
// plain constant, the call may fail.
bool alloc_cannot_fail(struct instruction *safe call);

/// The argument of @call of the type gfp_t (the kernel's allocation
/// flags), or NULL.
pseudo_t gfp_argument(struct instruction *safe call);

/// Is the function @node declared __attribute__((malloc)) (on any of its
/// declarations): what it returns is new memory, whether or not it may
/// fail?
bool returns_fresh(struct symbol *node);

/// Does the allocation @call zero what it allocates: is it given the
/// kernel's flags with __GFP_ZERO ('kzalloc()' inlined)?
bool alloc_zeroes(struct instruction *safe call);

/// Is @call an allocation from a pool, mempool_alloc()?
bool is_pool_alloc(struct instruction *safe call);

/// The parameter whose flags the allocation @call, given @flags, fails
/// with, if any: @flags itself where it is one; or the parameter that
/// the test of @call's result compares them with, where the two differ on
/// the side that tries again, so that its NULL goes on only where they
/// are the same ('p = alloc(gfp); if (!p && gfp != saved) p =
/// alloc(saved);').  Else NULL.
pseudo_t failing_flags(struct instruction *safe call, pseudo_t flags);

/// Do the allocation flags @flags (a constant) keep an allocation from
/// failing: __GFP_NOFAIL, or, for a pool's (@pool), __GFP_DIRECT_RECLAIM?
bool flags_never_fail(pseudo_t flags, bool pool);

///
// The variable that the assignment @expr (evaluated) assigns, or NULL
// where it assigns through a pointer or a member.
struct symbol *assigned_variable(struct expression *expr);

///
// The variable that @expr (evaluated, '*(&var)') reads, or NULL.
struct symbol *variable_of(struct expression *expr);

///
// @expr without the casts around it.
struct expression *strip_casts(struct expression *expr);

///
// Is @expr a null pointer constant as written: 0, or casts of it ('NULL',
// '(void *)0', '(__force T *)0')?
bool is_null_constant(struct expression *expr);

///
// Is @type, after its nodes, a pointer?  (Asked of nearly every
// instruction: inline.)
static inline bool is_pointer(struct symbol *type)
{
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type && type->type == SYM_PTR;
}

///
// Is @p, a value of the function @ep, a pointer: a register of a pointer
// type, or a pointer parameter?
bool is_pointer_pseudo(struct entrypoint *ep, pseudo_t p);

///
// Is the result of a call through @fn safe (or returns_nonnull)?  @fn is
// a function's node or type, or a pointer to a function, as a call's
// first fntype is.
bool is_safe_return(struct symbol *fn);

///
// Is @fn (as for is_safe_return()), on any of its declarations, declared
// __attribute__((err_ptr)): what it returns may be an error pointer?
bool returns_err_ptr(struct symbol *fn);

///
// Is parameter @nr (counted from 1) of @fn, as for is_safe_return(), a
// safe pointer, there or on an earlier declaration of the function (as
// clang's _Nonnull holds for a definition that leaves it out)?  False
// beyond the declared parameters.
bool is_safe_param(struct symbol *fn, int nr);

///
// Does __attribute__((nonnull)) on @fn (as for is_safe_return()), or on
// another declaration of it, name parameter @nr (counted from 1; 0: any)?
// Unlike a safe parameter, a nonnull one is checked as a dereference of
// the argument would be.
bool is_nonnull_param(struct symbol *fn, int nr);

///
// Forget what was learnt of the types seen so far (done for each
// function: sparse may reuse a type's memory).
void annotations_reset(void);

///
// The function type (SYM_FN) behind @fn, or NULL.
struct symbol *function_type(struct symbol *fn);

///
// Is @sym a static pointer variable of the file that only ever holds
// NULL: no declaration of it in the file initializes it to anything else,
// and no code assigns it or takes its address?  sparse evaluates the whole
// file before it linearizes any function, and marks every variable
// assigned (MOD_ASSIGNED) or whose address is taken (MOD_ADDRESSABLE), so
// that this holds for the whole file, wherever the function is.  Not so
// across files: a static is the file's own.
bool only_null_static(struct symbol *sym);

#endif
