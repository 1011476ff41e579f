/*
 * The dereference checks: null (-Wnull-deref), alloc (-Wnull-alloc) and
 * deref (-Wsafe-deref).
 */
#include <string.h>

#include "lib.h"
#include "token.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"

#include "annotations.h"
#include "checks.h"
#include "names.h"
#include "evidence.h"
#include "report.h"
#include "source.h"

void check_call_target(struct nullstate *safe ns, struct instruction *safe call)
{
	pseudo_t fn = call->func;
	struct instruction *why;
	const char *name;
	enum nullvalue v;

	// a function called by its name is never NULL
	if (!fn || fn->type != PSEUDO_REG || call->pos.sysmacro || !Wnull_deref)
		return;
	v = nullstate_address(ns, fn, &why);
	if (v == NV_MAYBE && why && !evidence_reaches(ns, fn, &why, call))
		return;
	if (!nv_may_be_null(v))
		return;
	name = callee_name(call);
	if (report(call->pos, "calling '%s', which may be NULL", name))
		report_evidence(why, name);
}

void check_dereference(struct nullstate *safe ns, struct instruction *safe insn)
{
	// the '*' or '->' itself, where there is one: the instruction has the
	// position of whatever was linearized last, its address maybe
	struct expression *lvalue = memop_lvalue(insn);
	struct position pos = lvalue ? lvalue->pos : insn->pos;
	pseudo_t addr = insn->src;
	struct instruction *why;
	enum nullvalue v;
	const char *name, *alloc;

	// a variable's own memory is not a dereference, and what a system
	// header's macro does is not the project's to fix
	if (!addr || addr->type == PSEUDO_SYM || pos.sysmacro)
		return;
	v = nullstate_address(ns, addr, &why);
	reporting_value(addr);
	if (v == NV_MAYBE && why && !evidence_reaches(ns, addr, &why, insn))
		v = NV_UNKNOWN;
	if (v == NV_NULL && (addr->type == PSEUDO_VAL || !strcmp(dereferenced_name(insn), "NULL"))) {
		// NULL itself, or an offset from it that sparse folded
		if (Wnull_deref)
			report(pos, "dereference of NULL");
	} else if (nv_may_be_null(v) && (alloc = allocation(why))) {
		name = dereferenced_name(insn);
		if (Wnull_alloc && why && !allocation_reported(why) &&
		    report(pos, "dereference of '%s', which is NULL when %s() fails", name, alloc))
			report_evidence(why, name);
	} else if (nv_may_be_null(v) && Wnull_deref) {
		name = dereferenced_name(insn);
		if (report(pos, "dereference of '%s', which may be NULL", name))
			report_evidence(why, name);
	} else if (v != NV_NONNULL && v != NV_BOTTOM && Wsafe_deref &&
		   !in_system_header(pos)) {
		// code in a system header (an inline function of a library
		// the project uses): what it dereferences is the library's
		// to annotate, not ours
		name = dereferenced_name(insn);
		report(pos, "dereference of '%s', not proven non-NULL", name);
	}
}
