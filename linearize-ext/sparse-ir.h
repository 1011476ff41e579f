#ifndef SAFE_SPARSE_IR_H
#define SAFE_SPARSE_IR_H

///
// sparse's data, as 'safe' sees it
// --------------------------------
//
// Our own sources carry 'safe' where a pointer is never NULL, and
// 'make check' runs sparse-safe -Wsafe over them (check-self).  sparse's
// headers say nothing of the kind, and are not ours to change: they are
// read as system headers there, and what we rely on of sparse's data is
// said here, once, to the checker only.  The compiler sees sparse's
// headers unchanged.

#include "safe.h"
#include "ptrlist.h"
#include "token.h"
#include "symbol.h"
#include "expression.h"
#include "linearize.h"

#ifdef __CHECKER__
// An entry that FOR_EACH_PTR() and its kin hand out is never NULL: a list
// of sparse's holds no NULL but where DELETE_CURRENT_PTR() removed an
// entry, and the walk skips those itself (its 'rm' test).
#undef PTR_ENTRY_NOTAG
#undef PTR_ENTRY_UNTAG
#define PTR_ENTRY_NOTAG(h, i)	((PTRLIST_TYPE(h) safe)(h)->list[i])
#define PTR_ENTRY_UNTAG(h, i)	((PTRLIST_TYPE(h) safe)PTR_UNTAG((h)->list[i]))

// sparse's names for things come from static buffers or its tables: never
// NULL ("<noident>" for none).
extern const char *safe show_ident(const struct ident *);
extern const char *safe show_pseudo(pseudo_t pseudo);
extern const char *safe show_typename(struct symbol *sym);

// sparse's constant pseudos are interned, and made when missing: never NULL.
extern pseudo_t safe value_pseudo(long long val);

// ... and so are its identifiers.
extern struct ident *safe built_in_ident(const char *);
#endif

/// Is @insn where an inlined function is passed an argument, as a call
/// passes it?  Under -fsuggest-safe only, right after each parameter's
/// copy is given its argument: an OP_INLINED_CALL with the parameters'
/// copies, whose arguments are VOID but that one (patch 0057's
/// linearize_passing()); the other OP_INLINED_CALL, after the body, holds
/// values that SSA may have left behind.
static inline bool passes_inlined(const struct instruction *safe insn)
{
	return insn->opcode == OP_INLINED_CALL && insn->params;
}

/// Is @insn, of @ep, in the body of an inline function that @ep calls?
/// Written before @ep, or in another file: a header's.  (A macro's text
/// is where it is used.)  One that the file defines further down, after
/// a prototype, is taken for @ep's own: that loses a suggestion, and
/// makes none.
static inline bool in_inlined_body(const struct entrypoint *safe ep,
	const struct instruction *safe insn)
{
	const struct symbol *fn = ep->name;

	return fn && (insn->pos.stream != fn->pos.stream || insn->pos.line < fn->pos.line);
}

/// The source of @phi on the edge from @pred (its OP_PHISOURCE), or NULL.
static inline struct instruction *phi_source(struct instruction *safe phi,
	struct basic_block *pred)
{
	pseudo_t src;

	FOR_EACH_PTR(phi->phi_list, src) {
		if (src != VOID && src->def && src->def->bb == pred)
			return src->def;
	} END_FOR_EACH_PTR(src);
	return NULL;
}

/// The argument @nr (from 1) of @call as written, where it is known: a
/// call's, or what an inlined function's parameter is initialized with
/// (passes_inlined()).
static inline struct expression *written_argument(const struct instruction *safe call, int nr)
{
	struct expression *expr = call->opcode == OP_CALL ? call->call_expr : NULL;
	struct symbol *param;

	if (nr < 1)
		return NULL;
	if (passes_inlined(call)) {
		param = ptr_list_nth(call->params, nr - 1);
		return param ? param->initializer : NULL;
	}
	return expr && expr->type == EXPR_CALL ? ptr_list_nth(expr->args, nr - 1) : NULL;
}

#endif
