/*
 * sparse-safe: the program.
 *
 * sparse-safe is sparse's own driver (sparse.c, with a hook) linked with the
 * patched sparse library and our own files.  This file is what ties them
 * together: it installs the nullness pass on linearize_hook, which the
 * patched linearize_fn() calls on every function once optimize() is done,
 * and runs each check on each instruction of the solved function.
 */
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "flowgraph.h"
#include "evaluate.h"
#include "options.h"

#include "annotations.h"
#include "checks.h"
#include "condsafe.h"
#include "errptr.h"
#include "nullstate.h"
#include "ptrhash.h"
#include "evidence.h"
#include "globals.h"
#include "report.h"
#include "program.h"
#include "results.h"
#include "sarif.h"
#include "suggest.h"
#include "sparse-safe.h"

static void check_instruction(struct nullstate *safe ns, struct instruction *safe insn,
	void *data)
{
	struct check_context *ctx = data;

	switch (insn->opcode) {
	case OP_LOAD:
		check_dereference(ns, insn);
		check_unset_read(ns, insn);
		break;
	case OP_STORE:
		check_dereference(ns, insn);
		check_assignment(ns, insn);
		check_pairs(ns, insn);
		check_built(ns, insn);
		break;
	case OP_PTRCAST:
	case OP_UTPTR:
		check_assignment(ns, insn);
		break;
	case OP_CALL:
		check_call_target(ns, insn);
		check_arguments(ns, insn);
		check_pairs(ns, insn);
		check_built(ns, insn);
		break;
	case OP_RET:
		check_pairs(ns, insn);
		check_built(ns, insn);
		if (ctx)
			check_return(ns, insn, ctx);
		break;
	case OP_PHISOURCE:
		check_built(ns, insn);
		if (ctx)
			check_return(ns, insn, ctx);
		break;
	case OP_CBR:
	case OP_SEL:
	case OP_SET_EQ:
	case OP_SET_NE:
		check_nonnull_test(insn);
		break;
	}
}

// Might @p be a pointer (or an integer made from one)?  Errs on 'yes'.
static bool pointerish(pseudo_t p)
{
	struct instruction *def;

	if (!p)
		return false;
	switch (p->type) {
	case PSEUDO_ARG:
	case PSEUDO_SYM:
		return true;
	case PSEUDO_REG:
		def = p->def;
		return def && (def->opcode == OP_PTRTU || is_pointer(def->type));
	default:
		return false;
	}
}

// Is @cond, as a branch or select tests it, a test of a pointer for NULL?
static bool tests_pointer(pseudo_t cond, int depth)
{
	struct instruction *def;

	if (!cond)
		return false;
	if (depth > 4)
		return true;
	switch (DEF_OPCODE(def, cond)) {
	case OP_BINCMP ... OP_BINCMP_END:
		if (def->opcode != OP_SET_EQ && def->opcode != OP_SET_NE)
			return false;
		if (is_zero(def->src2))
			return pointerish(def->src1);
		if (is_zero(def->src1))
			return pointerish(def->src2);
		return false;
	case OP_AND:
	case OP_OR:
		if (def->size != 1)
			break;
		return tests_pointer(def->src1, depth + 1) ||
			tests_pointer(def->src2, depth + 1);
	case OP_ZEXT:
	case OP_SEXT:
	case OP_COPY:
		return tests_pointer(def->src, depth + 1);
	}
	return pointerish(cond);
}

static bool null_constant_pointer(struct instruction *safe insn, pseudo_t p)
{
	return p && is_zero(p) && is_pointer(insn->type);
}

#define MAY_BE_NULL	1	// something may be NULL: solve
#define CONTRACTS	2	// something is safe: check every value

// Could a value be NULL or MAYBE after @insn?  Only where a pointer is
// tested or a NULL constant is used as one, or an allocation may fail, or
// a function of the file that returns NULL, or leaves a global NULL, is
// called.
static bool insn_may_be_null(struct instruction *safe insn)
{
	struct position pos;

	switch (insn->opcode) {
	case OP_CBR:
		return tests_pointer(insn->cond, 0);
	case OP_SEL:
		return tests_pointer(insn->src1, 0) ||
		       null_constant_pointer(insn, insn->src2) ||
		       null_constant_pointer(insn, insn->src3);
	case OP_SET_EQ:
	case OP_SET_NE:
		return (is_zero(insn->src1) && pointerish(insn->src2)) ||
		       (is_zero(insn->src2) && pointerish(insn->src1));
	case OP_PHISOURCE:
		return null_constant_pointer(insn, insn->phi_src);
	case OP_RET:
		// a NULL returned: the function's summary says so
		return null_constant_pointer(insn, insn->src);
	case OP_LOAD:
		return (insn->src && insn->src->type == PSEUDO_VAL) ||
		       (is_pointer(insn->type) && null_static_load(insn));
	case OP_STORE:
		return (insn->src && insn->src->type == PSEUDO_VAL) ||
		       null_constant_pointer(insn, insn->target);
	case OP_CALL:
		return passes_null_to_nonnull(insn) || nullstate_returns_null(insn, &pos) ||
		       nullstate_call_nulls(insn) || nullstate_call_may_null(insn) ||
		       (Wnull_alloc &&
			(call_result(first_ptr_list((struct ptr_list *)insn->fntypes)) & RESULT_ALLOC));
	}
	return false;
}

// Is @insn a contract (something safe that a value goes to)?
static inline bool insn_contract(struct instruction *safe insn)
{
	switch (insn->opcode) {
	case OP_STORE:
		return (is_pointer(insn->type) && is_safe_store(insn)) ||
		       (insn->src && insn->src->type == PSEUDO_SYM &&
			is_safe_pointer(insn->src->sym)) ||
		       stores_cond_pair(insn);
	case OP_CALL:
		return calls_safe(insn);
	case OP_PTRCAST:
	case OP_UTPTR:
		return is_safe_pointer(insn->type);
	}
	return false;
}

// the solver's pass over the instructions looks for contracts too
static void scan_contracts(struct instruction *insn, void *data)
{
	if (insn && data && insn_contract(insn))
		*(int *)data |= CONTRACTS;
}

// Would a solve of @ep leave its callers nothing more than
// nullstate_learn() does: no pointer result, no pointer to a pointer
// among its parameters (an out-parameter), and no result that a
// condition of the file tests (a predicate: what its non-zero returns
// prove, 'return hint && !skb->dst;')?
static bool summarizes_nothing(struct entrypoint *safe ep)
{
	struct symbol *type = function_type(ep->name), *param;

	if (!type || is_pointer(type->ctype.base_type) || result_expected(ep->name))
		return false;
	FOR_EACH_PTR(type->arguments, param) {
		struct symbol *t = param;

		while (t && t->type == SYM_NODE)
			t = t->ctype.base_type;
		if (t && t->type == SYM_PTR && is_pointer(t->ctype.base_type))
			return false;
	} END_FOR_EACH_PTR(param);
	return true;
}

#define GUARDED_USES	16

// Is @insn a branch on a parameter whose every other use is on the side
// where it is not NULL, which only that branch enters ('return p ? p->v :
// 0;')?  Its NULL reaches no use: that test alone is no reason to solve.
// (A parameter, not a value loaded or cast, so that no other copy of it
// can have been used before the test: '*p; if (p)' is for the solver.)
static bool guards_every_use(struct instruction *safe insn)
{
	struct basic_block *nonnull = insn->opcode == OP_CBR ? insn->bb_true : NULL;
	pseudo_t p = insn->cond;
	struct pseudo_user *pu;
	int uses = 0;

	if (!nonnull || !p || p->type != PSEUDO_ARG || nonnull == insn->bb_false ||
	    nonnull == insn->bb || bb_list_size(nonnull->parents) != 1)
		return false;
	FOR_EACH_PTR(p->users, pu) {
		struct instruction *use = pu ? pu->insn : NULL;

		if (!use || use == insn || !use->bb)
			continue;
		// a few uses, as a small function has: the rest is the
		// solver's (each test would walk them all again)
		if (++uses > GUARDED_USES || !domtree_dominates(nonnull, use->bb))
			return false;
	} END_FOR_EACH_PTR(pu);
	return true;
}

// What could warn in @ep?  Most functions have neither a NULL nor a
// contract: they are not solved at all.  The look stops at the first
// instruction that could warn; the rest is looked at in the solver's own
// pass (scan_contracts()), for a contract.  Most functions have none: they
// are walked again for the checks only where the solver saw a NULL or
// MAYBE dereferenced.
static int could_warn(struct entrypoint *safe ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	int found, nr;
	bool guarded;

	if (Wsafe_deref || fsuggest_safe || is_safe_return(ep->name) ||
	    is_nonnull_param(ep->name, 0))
		return MAY_BE_NULL | CONTRACTS;
	// a parameter never NULL, by its own type or an earlier declaration's
	nr = ep->entry ? ptr_list_size((struct ptr_list *)ep->entry->arg_list) : 0;
	for (; nr > 0; nr--) {
		if (is_safe_param(ep->name, nr))
			return MAY_BE_NULL | CONTRACTS;
	}
	guarded = summarizes_nothing(ep);
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb)
				continue;
			found = (insn_may_be_null(insn) && !(guarded && guards_every_use(insn)) ?
				 MAY_BE_NULL : 0) |
				(insn_contract(insn) ? CONTRACTS : 0);
			if (found)
				return found;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return 0;
}

// the phi whose sources are the values of the function's return statements
static struct instruction *return_phi(struct entrypoint *safe ep)
{
	struct basic_block *bb;

	FOR_EACH_PTR_REVERSE(ep->bbs, bb) {
		struct instruction *ret = last_instruction(bb->insns);
		struct instruction *def;

		if (!ret || ret->opcode != OP_RET || !ret->src)
			continue;
		// in the return's own block: a loop's phi is in its header
		if (DEF_OPCODE(def, ret->src) == OP_PHI && def->bb == bb)
			return def;
		return NULL;
	} END_FOR_EACH_PTR_REVERSE(bb);
	return NULL;
}

static void check_function(struct entrypoint *safe ep)
{
	struct check_context ctx;
	struct nullstate *ns;
	struct basic_block *bb;
	bool prove;
	int warn;

	ctx.ep = ep;
	ctx.return_phi = NULL;
	if (fsuggest_safe)
		suggest_addresses(ep);

	// code that runs on no path: nothing to report (nor to summarize,
	// as nothing calls it)
	if (never_used(ep->name) && !fsuggest_safe && !fdump_nullstate)
		return;
	if (nullness_warnings())
		check_error_pointers(ep);
	if (nullness_warnings() || fsuggest_safe) {
		annotations_reset();
		check_annotations(ep);
		nullstate_learn(ep);
	}
	warn = nullness_warnings() || fsuggest_safe ? could_warn(ep) : 0;
	prove = (nullness_warnings() || fsuggest_safe) &&
		nullstate_accesses_globals(ep, OP_STORE);
	nullstate_want_tests = Wnull_check_after_deref || fsuggest_safe;
	if (!warn && !fdump_nullstate && !prove)
		return;
	// something may be NULL: is there a contract too?  (One found
	// already is reason enough to walk again; none is looked for when
	// the checks are off and only the dump is asked for.)
	ns = nullstate_solve_scan(ep, warn == MAY_BE_NULL ? scan_contracts : NULL, &warn);
	if (!ns)
		return;
	if (fdump_nullstate)
		nullstate_dump(ns);
	if (prove)
		nullstate_prove_globals(ns);
	if (warn) {
		check_tests_after_deref(ns, ep);
		nullstate_summarize(ns);
	}
	if (fsuggest_safe)
		suggest_function(ep, ns);
	if ((warn & CONTRACTS) || (warn && nullstate_null_dereferenced(ns))) {
		ctx.return_phi = return_phi(ep);
		FOR_EACH_PTR(ep->bbs, bb) {
			nullstate_replay(ns, bb, check_instruction, &ctx);
		} END_FOR_EACH_PTR(bb);
	}
	nullstate_free(ns);
}

/*
 * Callees defined further down the file.  A function that calls one is
 * checked once the whole file is linearized (linearized_file_hook), after
 * the summaries of those callees, callees first; so is every function
 * after it, so that the checks' warnings keep the file's order (sparse's
 * own messages about those functions come before them).  A recursion is
 * cut where the walk finds a function it is already in: that call has no
 * summary (UNKNOWN).
 */
static struct {
	struct entrypoint *safe *eps;
	unsigned char *state;			// 0: to summarize, 1: in the
						// ... walk, 2: summarized
	int *errors;				// sparse's has_error then: an
						// ... error further down must not
						// ... silence its warnings
	int nr, alloc;
	struct ptrhash places;			// each one's place + 1, by its
						// ... function (made at the end
						// ... of the file)
} deferred;

// a function with a body that check_symbols() linearizes (an inline one
// it does not)
static bool has_body(struct symbol *def)
{
	return def && def->type == SYM_NODE && !(def->ctype.modifiers & MOD_INLINE) &&
		def->ctype.base_type && def->ctype.base_type->stmt;
}

// the definition in this file of what @call calls, if it has a body that
// check_symbols() linearizes (an inline one it does not)
static struct symbol *defined_callee(struct instruction *safe call)
{
	struct symbol *fn = call->func && call->func->type == PSEUDO_SYM ? call->func->sym : NULL;
	struct symbol *def = fn ? fn->definition : NULL;

	return has_body(def) ? def : NULL;
}

// The functions of the file with a body that is not linearized yet,
// among the symbols the file uses: a call can be ahead of its callee only
// while there is one.  Made once per file; each is taken out as it is
// linearized (linearized()), so that a file of many functions costs no
// walk of the others per function.
static struct {
	struct symbol_list *used;		// the used symbols it is from
	const char *file;
	struct ptrhash bodies;			// each one to itself, while it waits
	int nr;					// ... how many wait
} pending;

static bool bodies_pending(void)
{
	struct symbol *sym;

	if (pending.used != translation_unit_used_list || pending.file != base_filename) {
		pending.used = translation_unit_used_list;
		pending.file = base_filename;
		ptrhash_clear(&pending.bodies);
		pending.nr = 0;
		FOR_EACH_PTR(translation_unit_used_list, sym) {
			struct symbol *def = sym && sym->definition ? sym->definition : sym;

			if (def && has_body(def) && !def->ep &&
			    !ptrhash_get(&pending.bodies, def)) {
				ptrhash_put(&pending.bodies, def, def);
				pending.nr++;
			}
		} END_FOR_EACH_PTR(sym);
	}
	return pending.nr > 0;
}

// @ep is linearized: its function waits no more
static void linearized(struct entrypoint *safe ep)
{
	struct symbol *fn = ep->name;

	if (pending.nr && fn && ptrhash_get(&pending.bodies, fn)) {
		ptrhash_put(&pending.bodies, fn, NULL);
		pending.nr--;
	}
}

// Does @ep call a function of the file not linearized yet?  (Asked while
// none waits: a function waits behind the first that does.)
static bool calls_ahead(struct entrypoint *safe ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	struct symbol *def;

	if (!bodies_pending())
		return false;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb || insn->opcode != OP_CALL)
				continue;
			def = defined_callee(insn);
			if (def && def != ep->name && !def->ep)
				return true;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return false;
}

static void defer(struct entrypoint *safe ep)
{
	struct entrypoint *safe *eps = deferred.eps;
	unsigned char *state = deferred.state;
	int *errors = deferred.errors;

	if (deferred.nr == deferred.alloc || !eps || !state || !errors) {
		deferred.alloc = deferred.alloc * 2 + 8;
		eps = realloc(eps, deferred.alloc * sizeof(*eps));
		state = realloc(state, deferred.alloc);
		errors = realloc(errors, deferred.alloc * sizeof(*errors));
		if (!eps || !state || !errors)
			die("out of memory");
		deferred.eps = eps;
		deferred.state = state;
		deferred.errors = errors;
	}
	state[deferred.nr] = 0;
	errors[deferred.nr] = has_error;
	eps[deferred.nr++] = ep;
}

// what the solver learns of @ep for its callers, without a report
static void summarize(struct entrypoint *safe ep)
{
	struct nullstate *ns;
	bool prove;
	int warn;

	annotations_reset();
	nullstate_learn(ep);
	if (error_pointer_warnings())
		err_summarize(ep);
	warn = could_warn(ep);
	prove = nullstate_accesses_globals(ep, OP_STORE);
	if (!warn && !prove)
		return;
	ns = nullstate_solve_scan(ep, NULL, &warn);
	if (!ns)
		return;
	if (prove)
		nullstate_prove_globals(ns);
	if (warn)
		nullstate_summarize(ns);
	nullstate_free(ns);
}

static void summarize_deferred(int i);

// the deferred functions by their symbol, once the file's are all there:
// a file of many small functions, all deferred behind the first, calls
// them thousands of times
static void index_deferred(void)
{
	struct entrypoint *safe *eps = deferred.eps;
	int i;

	ptrhash_clear(&deferred.places);
	for (i = 0; eps && i < deferred.nr; i++) {
		if (eps[i]->name)
			ptrhash_put(&deferred.places, eps[i]->name, (void *)(unsigned long)(i + 1));
	}
}

// the place of the deferred function @def, or -1
static int deferred_index(struct symbol *safe def)
{
	return (int)(unsigned long)ptrhash_get(&deferred.places, def) - 1;
}

// summarize the deferred functions that the deferred function @i calls,
// callees first
static void summarize_callees(int i)
{
	struct entrypoint *safe *eps = deferred.eps;
	struct basic_block *bb;
	struct instruction *insn;
	struct symbol *def;
	int j;

	if (!eps)
		return;
	FOR_EACH_PTR(eps[i]->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb || insn->opcode != OP_CALL || !(def = defined_callee(insn)))
				continue;
			j = deferred_index(def);
			if (j >= 0)
				summarize_deferred(j);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

// summarize the deferred function @i, after the deferred ones it calls
static void summarize_deferred(int i)
{
	struct entrypoint *safe *eps = deferred.eps;
	unsigned char *state = deferred.state;

	if (!eps || !state || state[i])
		return;
	state[i] = 1;
	summarize_callees(i);
	summarize(eps[i]);
	state[i] = 2;
}

// The deferred functions that store into a global variable still to
// prove (globals.h), solved, each after its callees, until no more is
// found unproven; then every summary is made again for the checks, with
// what stays proven.
static void prove_globals(void)
{
	struct entrypoint *safe *eps = deferred.eps;
	unsigned char *state = deferred.state;
	int before, i;

	if (!eps || !state || !globals_to_prove())
		return;
	do {
		before = globals_unproven();
		memset(state, 0, deferred.nr);
		for (i = 0; i < deferred.nr; i++) {
			if (nullstate_accesses_globals(eps[i], OP_STORE))
				summarize_deferred(i);
		}
	} while (globals_unproven() != before && globals_to_prove());
	memset(state, 0, deferred.nr);
}

static void check_deferred(void)
{
	struct entrypoint *safe *eps = deferred.eps;
	unsigned char *state = deferred.state;
	int *errors = deferred.errors;
	int now = has_error, i;

	sarif_file_checked(base_filename);
	suggest_file_done();
	suggest_inline_functions();
	if (!eps || !errors) {
		program_file_done();
		results_file_done();
		cond_safe_file_done();
		return;
	}
	index_deferred();
	prove_globals();
	// in the file's order, each after the summaries of the deferred
	// functions it calls; its check makes its own summary (one made
	// before, for a caller further up, is made again), and with the
	// errors seen before it (sparse is quiet after one)
	for (i = 0; i < deferred.nr; i++) {
		if (state)
			state[i] = 1;		// a recursion back to it stops
		summarize_callees(i);
		has_error = errors[i];
		check_function(eps[i]);
		report_function_done();
		now |= has_error & ~errors[i];
		if (state)
			state[i] = 2;
	}
	has_error = now;
	deferred.nr = 0;
	// the deferred functions asked too: the next file starts afresh
	program_file_done();
	results_file_done();
	cond_safe_file_done();
}

void check_nullness(struct entrypoint *ep)
{
	if (!ep)
		return;
	cond_safe_check_members();
	program_function(ep->name);
	linearized(ep);
	// once one waits, the others wait behind it, in the file's order
	if ((nullness_warnings() || fsuggest_safe) &&
	    (deferred.nr || calls_ahead(ep) || nullstate_accesses_globals(ep, OP_LOAD)))
		defer(ep);
	else {
		check_function(ep);
		report_function_done();
	}
}

// each assignment sparse keeps: what the file stores in its globals, and
// the results of its functions given to local variables
static void note_assignments(struct expression *expr)
{
	note_assignment(expr);
	note_result_assignment(expr);
	suggest_assignment(expr);
}

// What sparse tells as it evaluates a file, before any of its functions
// is linearized: what the file stores, tests, calls and names.
static void note_evaluated(enum evaluated what, struct expression *expr)
{
	switch (what) {
	case EVALUATED_SYMBOL:
		if (expr)
			note_reference(expr->symbol);
		break;
	case EVALUATED_CONDITION:
		note_condition(expr);
		break;
	case EVALUATED_LOOP_CONDITION:
		note_loop_condition(expr);
		break;
	case EVALUATED_ASSIGNMENT:
		note_assignments(expr);
		break;
	case EVALUATED_DROPPED:
		note_dropped_assignment(expr);
		break;
	case EVALUATED_CALL:
		note_call(expr);
		break;
	}
}

/*
 * sparse.c calls the hooks and does not install them: do
 * it before main() runs.
 */
static void __attribute__((constructor)) install_hooks(void)
{
	linearize_hook = check_nullness;
	linearized_file_hook = check_deferred;
	keep_in_memory_hook = suggest_keeps;
	install_sarif();
	install_suggest();
	install_test_check();
	install_program();
	evaluate_hook = note_evaluated;
	install_cond_safe();
}
