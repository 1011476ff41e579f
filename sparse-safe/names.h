#ifndef SAFE_NAMES_H
#define SAFE_NAMES_H

///
// Names for messages
// ------------------
//
// Messages name an expression as the programmer wrote it ('b->maybe',
// 'list->head->next', 'argv[1]'), never an IR pseudo.  sparse evaluates
// member accesses into '*(base + offset)' with the member as the type,
// and array accesses into '*(base + index * size)': these functions
// rebuild the source form from that.  Each returns a string that stays
// valid until the next call of either.

#include "sparse-ir.h"

struct expression;
struct instruction;
struct pseudo;

///
// The C form of @expr (an evaluated expression), or "expression" when it
// has no short one.
const char *safe expression_name(struct expression *expr);

///
// A name for the value of @p: the lvalue it was loaded from, the variable
// it is, the function whose result it is; "NULL" for the constant 0.
// @fallback when it has none.
const char *pseudo_name(struct pseudo *p, const char *fallback);

///
// What the store @store stores into, as written: 'b->text', 'shared'.
const char *safe stored_name(struct instruction *safe store);

///
// The pointer that the load or store @memop goes through, as written: 'p'
// for '*(p + n)', 'p->m' or 'p[i]'.
const char *safe dereferenced_name(struct instruction *safe memop);

///
// Where @expr begins in the source: its leftmost token, as a caret for
// it should stand ('ci->home' at 'ci', not at '->').
struct position expression_start(struct expression *safe expr);

///
// The argument @nr (from 1) of @call, whose value is @value, as written:
// its expression's name, or, for a macro's statement expression, the
// source text at the call; the value's name for a call made without its
// expression.
const char *safe argument_name(struct instruction *safe call, int nr, struct pseudo *value);

///
// The name of the function @call calls, or of the pointer it calls
// through ("function pointer" when it has none).
const char *safe callee_name(struct instruction *safe call);

///
// The argument of the macro invoked at @at (where its name is written:
// the position sparse gives the tokens of its body) that its body
// initializes the local @local with ('__mptr' in container_of()): its
// number from 1, with the macro's name in @macro and the argument's text,
// as written, in @buf; 0 where it is not found.
int macro_argument(struct position at, struct ident *safe local, char *safe macro,
	size_t msize, char *safe buf, size_t size);

///
// Is what a system header's macro made at @pos (a token with ->sysmacro)
// the macro NULL, as the source writes it there ('p == NULL')?
bool written_null(struct position pos);

///
// The name of the function @fn, or, for one that a macro's body defines,
// the macro's invocation, as written ('DEF_CMD(foo)').
const char *safe function_name(struct symbol *safe fn);

///
// The inlined call, in the code that called it, that @call was written
// in (the outermost: 'kzalloc()' for the 'kmalloc_trace()' its inlined
// body calls), or NULL where @call is the code's own.
struct instruction *written_call(struct instruction *safe call);

#endif
