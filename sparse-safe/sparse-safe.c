/*
 * sparse-safe: the program.
 *
 * sparse-safe is sparse's own driver (sparse.c, unchanged) linked with the
 * patched sparse library and our own files.  This file is what ties them
 * together: it installs the nullness pass on linearize_hook, which the
 * patched linearize_fn() calls on every function once optimize() is done,
 * and runs each check on each instruction of the solved function.
 */
#include "lib.h"
#include "linearize.h"
#include "options.h"

#include "checks.h"
#include "nullstate.h"
#include "sparse-safe.h"

int nullness_enabled(void)
{
	return nullness_warnings();
}

static void check_instruction(struct nullstate *ns, struct instruction *insn, void *data)
{
	struct check_context *ctx = data;

	switch (insn->opcode) {
	case OP_LOAD:
		check_dereference(ns, insn);
		break;
	case OP_STORE:
		check_dereference(ns, insn);
		check_assignment(ns, insn);
		break;
	case OP_PTRCAST:
	case OP_UTPTR:
		check_assignment(ns, insn);
		break;
	case OP_CALL:
		check_arguments(ns, insn);
		break;
	case OP_RET:
	case OP_PHISOURCE:
		check_return(ns, insn, ctx);
		break;
	}
}

// the phi whose sources are the values of the function's return statements
static struct instruction *return_phi(struct entrypoint *ep)
{
	struct basic_block *bb;

	FOR_EACH_PTR_REVERSE(ep->bbs, bb) {
		struct instruction *ret = last_instruction(bb->insns);
		struct instruction *def;

		if (!ret || ret->opcode != OP_RET || !ret->src)
			continue;
		if (DEF_OPCODE(def, ret->src) == OP_PHI)
			return def;
		return NULL;
	} END_FOR_EACH_PTR_REVERSE(bb);
	return NULL;
}

void check_nullness(struct entrypoint *ep)
{
	struct check_context ctx = { .ep = ep };
	struct nullstate *ns;
	struct basic_block *bb;

	if (!nullness_enabled() && !fdump_nullstate)
		return;
	ns = nullstate_solve(ep);
	if (!ns)
		return;
	if (fdump_nullstate)
		nullstate_dump(ns);
	if (nullness_enabled()) {
		check_annotations(ep);
		ctx.return_phi = return_phi(ep);
		FOR_EACH_PTR(ep->bbs, bb) {
			nullstate_replay(ns, bb, check_instruction, &ctx);
		} END_FOR_EACH_PTR(bb);
	}
	nullstate_free(ns);
}

/*
 * sparse.c is used as it is, so nothing in it can install the hooks: do
 * it before main() runs.
 */
static void __attribute__((constructor)) install_hooks(void)
{
	linearize_hook = check_nullness;
	install_test_check();
}
