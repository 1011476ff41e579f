/*
 * The test check (-Wsafe-test): a safe pointer tested for NULL, by a
 * branch on it, a select on it, or a comparison with a null constant.
 * '(void *)p' is a cast to a pointer that is not safe: testing it is how
 * code says it knows.  And the annotations in places where they mean
 * nothing.
 */
#include "lib.h"
#include "linearize.h"
#include "options.h"
#include "symbol.h"

#include "annotations.h"
#include "checks.h"
#include "names.h"
#include "report.h"

// is @p, as it is typed where it is made, a safe pointer?
static bool safe_value(struct entrypoint *ep, pseudo_t p)
{
	struct instruction *def;

	switch (p->type) {
	case PSEUDO_ARG:
		return is_safe_param(ep->name, p->nr);
	case PSEUDO_REG:
		def = p->def;
		switch (def->opcode) {
		case OP_LOAD:
		case OP_PTRCAST:
			return is_safe_pointer(def->type);
		case OP_CALL:
			return is_safe_return(first_ptr_list((struct ptr_list *)def->fntypes));
		}
		return false;
	default:
		return false;
	}
}

static void tested(struct entrypoint *ep, struct instruction *insn, pseudo_t p)
{
	if (safe_value(ep, p))
		report(insn->pos, "testing safe '%s' for NULL", pseudo_name(p, "pointer"));
}

void check_test(struct nullstate *ns, struct instruction *insn)
{
	struct entrypoint *ep = insn->bb->ep;

	if (!Wsafe_test)
		return;
	switch (insn->opcode) {
	case OP_CBR:
	case OP_SEL:
		tested(ep, insn, insn->cond);
		break;
	case OP_SET_EQ:
	case OP_SET_NE:
		if (is_zero(insn->src2))
			tested(ep, insn, insn->src1);
		else if (is_zero(insn->src1))
			tested(ep, insn, insn->src2);
		break;
	}
}

// 'safe' where it marks no pointer
static void check_placement(struct symbol *sym)
{
	struct symbol *type = sym;
	unsigned long mods = 0;

	while (type && type->type == SYM_NODE) {
		mods |= type->ctype.modifiers;
		type = type->ctype.base_type;
	}
	if (!type || !sym->ident)
		return;
	if ((mods & MOD_SAFE) && type->type != SYM_PTR && type->type != SYM_FN)
		report(sym->pos, "'safe' on '%s', which is not a pointer", show_ident(sym->ident));
	else if (type->type == SYM_PTR && (type->ctype.modifiers & MOD_SAFE) &&
		 !is_pointer(type->ctype.base_type))
		report(sym->pos, "'safe' before the '*' marks what '%s' points to, "
		       "not the pointer", show_ident(sym->ident));
}

void check_annotations(struct entrypoint *ep)
{
	struct symbol *sym;

	// the parameters, then the local variables
	FOR_EACH_PTR(ep->syms, sym) {
		check_placement(sym);
	} END_FOR_EACH_PTR(sym);
}
