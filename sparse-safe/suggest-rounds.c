/*
 * -fsuggest-safe: the proposals tried together, in rounds, to a fixed
 * point, and what they will warn of.  See suggest.h,
 * and suggest-internal.h for how the rooms share their state.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <stdarg.h>

#include "lib.h"
#include "symbol.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"
#include "scope.h"
#include "parse.h"
#include "evaluate.h"
#include "target.h"

#include "annotations.h"
#include "checks.h"
#include "names.h"
#include "nullstate.h"
#include "ptrhash.h"
#include "source.h"
#include "suggest.h"
#include "suggest-internal.h"

////////////////////////////////////////////////////////////////////////
// Trying the proposals together

static void withdraw_param(struct proposal *safe p, int nr)
{
	if (nr < 1 || nr > 32 || !(p->params & (1U << (nr - 1))))
		return;
	p->params &= ~(1U << (nr - 1));
	p->withdrawn |= 1U << (nr - 1);
	sg.changed = true;
}

static void withdraw_result(struct proposal *safe p)
{
	if (!p->result)
		return;
	p->result = false;
	p->result_withdrawn = true;
	sg.changed = true;
}

void will_warn(struct position pos, const char *safe fmt, ...)
{
	char msg[512], *line;
	va_list args;
	int n;

	if (!sg.listing)
		return;
	n = snprintf(msg, sizeof(msg), "will warn: %s:%d ", stream_name(pos.stream), pos.line);
	if (n < 0 || n >= (int)sizeof(msg))
		return;
	va_start(args, fmt);
	vsnprintf(msg + n, sizeof(msg) - n, fmt, args);
	va_end(args);
	line = strdup(msg);
	if (!line)
		die("out of memory");
	add_ptr_list(&sg.will_warn, line);
}

// the proposal for the function @call calls, or NULL
static struct proposal *called(struct instruction *safe call)
{
	pseudo_t fn = call->func;

	if ((call->opcode != OP_CALL && !passes_inlined(call)) || !fn || fn->type != PSEUDO_SYM)
		return NULL;
	return proposal_of(fn->sym);
}

// the test @test of the result of a call whose result is proposed safe:
// the proposal is withdrawn (-fsuggest-safe-sound), or the test will warn
static void tested_result(struct instruction *safe test, pseudo_t tested)
{
	pseudo_t roots[8];
	int i, n = tested ? nullstate_roots(tested, roots, 8) : 0;

	for (i = 0; i < n; i++) {
		struct instruction *def = roots[i] && roots[i]->type == PSEUDO_REG ? roots[i]->def : NULL;
		struct proposal *p = def ? called(def) : NULL;

		if (!p || !p->result)
			continue;
		if (fsuggest_safe_sound)
			withdraw_result(p);
		else
			will_warn(test->pos, "tests the result of '%s' (result, proposed; "
				  "with -Wsafe-test)", show_ident(p->fn->ident));
	}
}

// the call @call passes @arg, not proven non-NULL, as argument @nr of the
// function of @p, whose parameter @nr is proposed safe: the proposal is
// withdrawn (-fsuggest-safe-sound), or the call will warn
static void unproven_argument(struct instruction *safe call, struct proposal *safe p,
	int nr, pseudo_t arg)
{
	struct symbol *type = function_type(p->fn);
	struct symbol *param = type ? ptr_list_nth(type->arguments, nr - 1) : NULL;
	struct expression *written;
	char name[128];

	if (fsuggest_safe_sound) {
		withdraw_param(p, nr);
		return;
	}
	written = written_argument(call, nr);
	snprintf(name, sizeof(name), "%s", arg ? argument_name(call, nr, arg) : "?");
	// where the check will warn: the argument as written
	will_warn(written ? expression_start(written) : call->pos,
		  "passes '%s', not proven non-NULL, to '%s' (parameter %s, proposed)",
		  name, show_ident(p->fn->ident),
		  param && param->ident ? show_ident(param->ident) : "?");
}

// the store @store, where it assigns a parameter of @own that is proposed
// (one the function assigns, kept in memory: suggest_keeps()): what is not
// proven will warn, or withdraws the proposal (-fsuggest-safe-sound)
static void assigned_param(struct nullstate *safe ns, struct instruction *safe store,
	struct proposal *safe own)
{
	struct symbol *type = function_type(own->fn), *param;
	struct expression *value;
	pseudo_t addr = store->src;
	int nr = 0;

	if (!type || !addr || addr->type != PSEUDO_SYM || store->offset || !store->lvalue ||
	    (store->target && nullstate_value(ns, store->target, NULL) == NV_NONNULL))
		return;
	FOR_EACH_PTR(type->arguments, param) {
		nr++;
		if (param != addr->sym || nr > 32 || !(own->params & (1U << (nr - 1))))
			continue;
		if (fsuggest_safe_sound) {
			withdraw_param(own, nr);
			return;
		}
		value = memop_value(store);
		will_warn(store->lvalue->pos, "assigns '%s', not proven non-NULL, to '%s' (parameter, proposed)",
			  value ? expression_name(value) : "value", show_ident(param->ident));
		return;
	} END_FOR_EACH_PTR(param);
}

// the store @store of what is not proven into @f, a field proposed as a
// contract: the store will warn
static void unproven_store(struct instruction *safe store, struct field *safe f)
{
	struct expression *value = memop_value(store);
	struct position at = store->lvalue ? store->lvalue->pos : store->pos;

	// in an initializer list, where the checks will warn: at the value
	if (!value && (value = initialized_member(store, NULL, 0)))
		at = expression_start(value);
	will_warn(at, "stores '%s', not proven non-NULL, into '%s' (field, proposed)",
		  value ? expression_name(value) : pseudo_name(store->target, "value") ?: "value",
		  f->member->ident ? show_ident(f->member->ident) : "?");
}

// the call @call through a pointer of the family @type, whose
// parameters the mask @params proposes: an argument not proven there will
// warn (nothing is withdrawn: a family's proposals are all its functions')
static void family_call(struct nullstate *safe ns, struct instruction *safe call,
	struct symbol *safe type, unsigned int params)
{
	struct expression *written;
	struct symbol *param;
	pseudo_t arg;
	int nr = 0;

	FOR_EACH_PTR(call->arguments, arg) {
		nr++;
		if (nr > 32 || !(params & (1U << (nr - 1))) ||
		    (arg && nullstate_value(ns, arg, NULL) == NV_NONNULL))
			continue;
		param = ptr_list_nth(type->arguments, nr - 1);
		written = written_argument(call, nr);
		will_warn(written ? expression_start(written) : call->pos,
			  "passes '%s', not proven non-NULL, through a function pointer "
			  "(parameter %s of the type at %s:%d, proposed)",
			  arg ? argument_name(call, nr, arg) : "?",
			  param && param->ident ? show_ident(param->ident) : "?",
			  stream_name(param ? param->pos.stream : type->pos.stream),
			  param ? param->pos.line : type->pos.line);
	} END_FOR_EACH_PTR(arg);
}

static void try_instruction(struct nullstate *safe ns, struct instruction *safe insn, void *data)
{
	struct proposal *own = data, *p;
	enum nullvalue value;
	struct field *f;
	pseudo_t arg;
	int nr = 0;

	tested_result(insn, nullstate_tested(insn));
	f = insn->opcode == OP_STORE ? stored_field(insn) : loaded_field(nullstate_tested(insn));
	if (f && f->proposed && (insn->opcode != OP_STORE || !insn->target ||
				 nullstate_value(ns, insn->target, NULL) != NV_NONNULL)) {
		if (f->contract && insn->opcode == OP_STORE)
			unproven_store(insn, f);
		else {
			f->proposed = false;
			f->withdrawn = true;
			sg.changed = true;
		}
	}
	if (insn->opcode == OP_STORE && own && own->params)
		assigned_param(ns, insn, own);
	switch (insn->opcode) {
	case OP_INLINED_CALL:
	case OP_CALL:
		p = called(insn);
		if (!p && insn->opcode == OP_CALL) {
			struct symbol *type = family_of_call(first_ptr_list((struct ptr_list *)insn->fntypes));
			unsigned int params = type ? family_params(type) : 0;

			if (type && params && !fsuggest_safe_sound)
				family_call(ns, insn, type, params);
			break;
		}
		if (!p || !p->params)
			break;
		FOR_EACH_PTR(insn->arguments, arg) {
			nr++;
			// an inlined call passes one argument at a time
			if (arg == VOID && passes_inlined(insn))
				continue;
			if (nr > 32 || !(p->params & (1U << (nr - 1))))
				continue;
			value = arg ? nullstate_value(ns, arg, NULL) : NV_UNKNOWN;
			// one that passes what may be NULL to a parameter
			// that a function it calls tolerates relies on that
			if ((p->tolerated & (1U << (nr - 1))) && nv_may_be_null(value))
				withdraw_param(p, nr);
			else if (value != NV_NONNULL)
				unproven_argument(insn, p, nr, arg);
		} END_FOR_EACH_PTR(arg);
		break;
	case OP_RET:
		if (own && own->result && insn->src &&
		    nullstate_value(ns, insn->src, NULL) != NV_NONNULL)
			withdraw_result(own);
		break;
	}
}

struct nullstate *solve_again(int i)
{
	struct entrypoint *safe *eps = sg.eps;
	const char **files = sg.files;

	if (!eps || !files || i >= sg.nr_eps)
		return NULL;
	base_filename = files[i];
	annotations_reset();
	nullstate_learn(eps[i]);
	return nullstate_solve_scan(eps[i], NULL, NULL);
}

// a store into a field, in the round that grows the proposals
static void store_now(struct nullstate *safe ns, struct instruction *safe insn, void *data)
{
	struct field *f = insn->opcode == OP_STORE ? stored_field(insn) : NULL;

	if (!f)
		return;
	f->stores_now++;
	if (!insn->target || nullstate_value(ns, insn->target, NULL) != NV_NONNULL)
		f->unproven_now = true;
}

// the parameters of @ep that it passes to one that a helper tolerates
// (a proposal's, proposal.tolerated): what its callers pass decides for
// them too
static unsigned int passes_tolerated(struct entrypoint *safe ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	unsigned int bits = 0;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb ? bb->insns : NULL, insn) {
			struct proposal *p;
			pseudo_t arg, roots[8];
			int nr = 0, i, n;

			if (!insn || !insn->bb)
				continue;
			p = called(insn);
			if (!p || !p->tolerated)
				continue;
			FOR_EACH_PTR(insn->arguments, arg) {
				nr++;
				if (nr > 32 || !(p->tolerated & (1U << (nr - 1))) || !arg || arg == VOID)
					continue;
				n = nullstate_roots(arg, roots, 8);
				for (i = 0; i < n; i++) {
					if (roots[i] && roots[i]->type == PSEUDO_ARG &&
					    roots[i]->nr >= 1 && roots[i]->nr <= 32)
						bits |= 1U << (roots[i]->nr - 1);
				}
			} END_FOR_EACH_PTR(arg);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return bits;
}

// what the proposals of the function @ep make it prove in turn, its
// summary made again with them taken as made: a parameter it now
// dereferences (passes on to one proposed), its result, into @more
static void grown_function(struct entrypoint *safe ep, struct nullstate *safe ns,
	struct proposal *safe more)
{
	struct symbol *fn = ep->name, *type = fn ? function_type(fn) : NULL;
	unsigned long open;
	unsigned int derefs;
	enum nullvalue value;
	struct proposal *p;

	nullstate_summarize(ns);
	open = fn ? (unsigned long)ptrhash_get(&sg.open_params, fn) : 0;
	// a name several files define has what all its definitions prove
	// (agree()), not what one of them does in turn
	if (!fn || !type || !open || addressed(fn) || !placeable(fn) ||
	    (fn->ident && ptrhash_get(&sg.redefined, fn->ident)) ||
	    !nullstate_summary(fn, &value, &derefs))
		return;
	derefs |= nullstate_untested_uses(fn);
	p = proposal_of(fn);
	more->fn = fn;
	// what a round withdrew is not grown again: a caller that passes
	// what may be NULL to a parameter tolerated still does
	more->params = derefs & (open >> 1) & ~(p ? p->params | p->withdrawn : 0);
	more->tolerated = more->params & (nullstate_tolerated_uses(fn) | passes_tolerated(ep));
	more->result = value == NV_NONNULL && is_pointer(type->ctype.base_type) &&
		       !is_safe_return(fn) && !(p && (p->result || p->result_withdrawn)) &&
		       !in_family(fn) && !ptrhash_get(&sg.null_returns, fn);
}

// how many parameters and results are proposed
static unsigned int proposed_count(void)
{
	unsigned int n = 0, bits;
	int i;

	for (i = 0; sg.list && i < sg.nr; i++) {
		n += sg.list[i].result;
		for (bits = sg.list[i].params; bits; bits &= bits - 1)
			n++;
	}
	return n;
}

// annotations.h's assume_safe_field()
static bool assumed_field(struct symbol *member)
{
	struct field *f = field_of(member);

	return f && f->proposed;
}

// annotations.h's assume_safe(), while the proposals are tried: a
// function's, or a family's type's for a call through it
static bool assumed(struct symbol *fn, int nr)
{
	struct proposal *p = proposal_of(fn);
	struct symbol *type;

	if (!p) {
		type = nr > 0 && nr <= 32 ? family_of_call(fn) : NULL;
		return type && (family_params(type) & (1U << (nr - 1)));
	}
	return nr == 0 ? p->result : nr <= 32 && (p->params & (1U << (nr - 1)));
}

bool grow_proposals(void)
{
	struct entrypoint *safe *eps = sg.eps;
	const char **files = sg.files, *file = base_filename;
	struct field *safe *fields = sg.fields;
	struct proposal *more;
	unsigned int before = proposed_count();
	bool grew;
	int i, nr = 0;

	if (!eps || !files)
		return false;
	more = calloc(sg.nr_eps + 1, sizeof(*more));
	if (!more)
		die("out of memory");
	for (i = 0; fields && i < sg.nr_fields; i++) {
		fields[i]->stores_now = 0;
		fields[i]->unproven_now = false;
	}
	assume_safe = assumed;
	assume_safe_field = assumed_field;
	for (i = 0; i < sg.nr_eps; i++) {
		struct entrypoint *safe ep = eps[i];
		struct nullstate *ns = solve_again(i);

		if (!ns)
			continue;
		replay_reached(ns, ep, store_now, NULL);
		grown_function(ep, ns, &more[nr]);
		if (more[nr].params || more[nr].result)
			nr++;
		nullstate_free(ns);
	}
	assume_safe = NULL;
	assume_safe_field = NULL;
	base_filename = file;
	// taken now: a proposal's place may move as the list grows
	for (i = 0; i < nr; i++) {
		struct proposal *p = proposal_of(more[i].fn);

		if (!p) {
			add_proposal(&more[i]);
		} else {
			p->params |= more[i].params;
			p->tolerated |= more[i].tolerated;
			p->result = p->result || more[i].result;
		}
	}
	free(more);
	// what a family does not all propose is not grown
	hold_families();
	grew = proposed_count() != before;
	for (i = 0; fields && i < sg.nr_fields; i++) {
		struct field *safe f = fields[i];

		if (!f->proposed && !f->withdrawn && f->stores_now && !f->unproven_now && !f->tested &&
		    !f->addressed && !f->zeroed && !is_safe_pointer(f->member)) {
			f->proposed = true;
			grew = true;
		}
	}
	return grew;
}

void try_proposals(void)
{
	struct entrypoint *safe *eps = sg.eps;
	const char **files = sg.files, *file = base_filename;
	int i;

	if (!eps || !files)
		return;
	assume_safe = assumed;
	assume_safe_field = assumed_field;
	for (i = 0; i < sg.nr_eps; i++) {
		struct entrypoint *safe ep = eps[i];
		struct proposal *own = proposal_of(ep->name);
		struct nullstate *ns = solve_again(i);

		if (!ns) {
			// too big to solve: what it does is not known
			if (own && own->result)
				withdraw_result(own);
			continue;
		}
		replay_reached(ns, ep, try_instruction, own);
		nullstate_free(ns);
	}
	assume_safe = NULL;
	assume_safe_field = NULL;
	base_filename = file;
}

void grow_building(void)
{
	struct entrypoint *safe *eps = sg.eps;
	const char **files = sg.files, *file = base_filename;
	struct proposal *more;
	int i, n = 0;

	if (!eps || !files || !sg.build_later.nr)
		return;
	more = calloc(sg.nr_eps + 1, sizeof(*more));
	if (!more)
		die("out of memory");
	assume_safe = assumed;
	assume_safe_field = assumed_field;
	for (i = 0; i < sg.nr_eps; i++) {
		struct entrypoint *safe ep = eps[i];
		struct symbol *fn = ep->name;
		unsigned int later;
		struct nullstate *ns;
		int nr;

		if (!fn)
			continue;
		later = (unsigned long)ptrhash_get(&sg.build_later, fn) >> 1;

		// (solved again only where a member is safe now)
		for (nr = 1; nr <= 32; nr++) {
			if ((later & (1U << (nr - 1))) && !may_build(ep, nr))
				later &= ~(1U << (nr - 1));
		}
		if (!later || !(ns = solve_again(i)))
			continue;
		for (nr = 1; nr <= 32; nr++) {
			if ((later & (1U << (nr - 1))) && builds_param(ns, ep, nr))
				more[n].building |= 1U << (nr - 1);
		}
		nullstate_free(ns);
		if (more[n].building)
			more[n++].fn = fn;
	}
	assume_safe = NULL;
	assume_safe_field = NULL;
	base_filename = file;
	// taken now: a proposal's place may move as the list grows
	for (i = 0; i < n; i++) {
		struct proposal *p = proposal_of(more[i].fn);

		if (p)
			p->building |= more[i].building;
		else
			add_proposal(&more[i]);
	}
	free(more);
}
