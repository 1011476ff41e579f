#ifndef CONDSAFE_H
#define CONDSAFE_H

///
// Dependent nullness: cond_safe
// -----------------------------
//
// A pointer member or parameter declared with cond_safe(condition) is not
// NULL where the condition holds; where it does not, it may be:
//
//	struct buf {
//		size_t len;
//		char *text __attribute__((cond_safe(len > 0)));
//	};
//	int send(const char *buf __attribute__((cond_safe(len))), size_t len);
//
// The condition names another member of the same structure (or another
// parameter of the same function), alone ('len': not zero, 'len' then
// is any integer member), negated ('!len': zero), or compared with an
// integer constant ('len > 0', 'n != 0', 'count >= 1', '0 < len').
// This room reads the attribute (patch 0066's hook) and answers what a
// fact on the integer implies of the pointer; the solver (nulledge.c)
// and the checks at calls (contracts.c) use it.  A condition that is not
// of this form, or that names no such member or parameter, is reported
// where it is written, once, and then means nothing.

#include <stdbool.h>
#include "sparse-ir.h"

/// The ways a condition compares its integer with its constant.
enum cond_op {
	COND_EQ, COND_NE, COND_LT, COND_LE, COND_GT, COND_GE,
};

struct cond_safe {
	struct symbol *safe decl;		// the pointer member or parameter
	struct symbol *parent;			// its structure (NULL: a parameter)
	struct ident *name;			// the integer it depends on
	enum cond_op op;			// not NULL where 'name op value'
	long long value;
	struct position pos;			// where the attribute is written
	bool bad;				// reported: it means nothing
};

///
// Install the parser's hook (at start-up).
void install_cond_safe(void);

///
// Report each member's cond_safe, declared since the last call, that is
// not of the form above (its structure is whole by now).
void cond_safe_check_members(void);

///
// Has the file declared anything cond_safe?  Each query below is cheap
// where it has not.
bool cond_safe_in_file(void);

///
// The condition of the member of a structure that a load or store of
// @type (its member node, as the instruction carries it) reaches,
// through the lvalue @lvalue; NULL where it has none.
const struct cond_safe *cond_safe_member(struct symbol *type, struct expression *lvalue);

///
// The cond_safe members that depend on the integer member that a load of
// @type through @lvalue reads, into @out (at most @max); how many.
int cond_safe_dependents(struct symbol *type, struct expression *lvalue,
	const struct cond_safe **out, int max);

///
// The condition of parameter @nr (1, 2, ...) of the function type @fn,
// and in @dep the number of the parameter it names; NULL where none.
const struct cond_safe *cond_safe_param(struct symbol *fn, int nr, int *safe dep);

///
// The parameters of the function type @fn whose condition names
// parameter @nr, into @out (their numbers, at most @max); how many.
int cond_safe_param_dependents(struct symbol *fn, int nr, int *safe out, int max);

///
// The parameters of the function type (or node) @fn.
struct symbol_list *function_params(struct symbol *fn);

///
// Is an integer of the type @type (a member's or a parameter's node)
// unsigned?
bool is_unsigned_integer(struct symbol *type);

///
// Does every integer for which 'x @op @value' holds (as a compare that
// is @is_unsigned reads it) meet @c's condition?  Does none?
bool cond_implied(const struct cond_safe *safe c, enum cond_op op, long long value,
	bool is_unsigned);
bool cond_excluded(const struct cond_safe *safe c, enum cond_op op, long long value,
	bool is_unsigned);

///
// @c's condition as it reads in a message: "'len' is not 0", "'len > 0'".
const char *safe cond_safe_text(const struct cond_safe *safe c);

///
// Objects being built: a parameter declared __attribute__((building))
// points to an object its function finishes building (its safe members
// are not all set yet).  Is parameter @nr of the function @fn (any
// declaration of it) one?
bool is_building_param(struct symbol *fn, int nr);

///
// -fsuggest-safe's trials: take the pointer member @member of the
// structure @parent as declared cond_safe(@name), @name an integer member
// of @parent ('cond_safe(len)': not NULL where it is not 0); false where
// @name is no such member.  What was assumed since the count was @mark
// (cond_safe_count()) is forgotten by cond_safe_forget().
bool cond_safe_assume(struct symbol *safe member, struct symbol *safe parent, struct ident *safe name);
int cond_safe_count(void);
void cond_safe_forget(int mark);

///
// Is @name an integer member of the structure @s?
bool is_integer_member(struct symbol *safe s, struct ident *name);

///
// The file is done: what it declared is forgotten, but the parameters
// declared building (is_building_param() answers for the whole run, as
// -fsuggest-safe asks at its end).
void cond_safe_file_done(void);

#endif
