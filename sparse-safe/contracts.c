/*
 * The contract checks: what is stored into a safe lvalue or cast to a
 * safe pointer (assign), passed to a safe parameter (arg), returned from a
 * safe function (return).  Each must be proven non-NULL.
 */
#include <stdio.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"

#include "annotations.h"
#include "globals.h"
#include "checks.h"
#include "condsafe.h"
#include "names.h"
#include "nullstate.h"
#include "evidence.h"
#include "paths-known.h"
#include "report.h"
#include "source.h"

// is @p proven non-NULL here?  If not, its value and evidence
static bool proven(struct nullstate *safe ns, pseudo_t safe p, enum nullvalue *safe v,
	struct instruction **why)
{
	*v = nullstate_value(ns, p, why);
	return *v == NV_NONNULL || *v == NV_BOTTOM;
}

// the value being checked, for a note where a call made its proof go
static struct {
	struct nullstate *ns;
	pseudo_t value;
} checked;

static void checking(struct nullstate *ns, pseudo_t value)
{
	checked.ns = ns;
	checked.value = value;
	reporting_value(value);
}

// @fmt names the value (@name) and then @what
static void warn_named(struct position pos, const char *safe name, enum nullvalue v,
	struct instruction *why, const char *safe fmt, const char *safe what)
{
	struct instruction *call;

	if (!report(pos, fmt, name, what))
		return;
	if (nv_may_be_null(v)) {
		report_evidence(why, name);
		return;
	}
	// proven before a call, read again after it
	call = checked.ns && checked.value ? nullstate_forgotten_at(checked.ns, checked.value) : NULL;
	if (call)
		info(call->pos, "    '%s' was reloaded after this call", name);
}

static void warn_value(struct position pos, pseudo_t p, enum nullvalue v,
	struct instruction *why, const char *safe fmt, const char *safe what)
{
	char name[128];

	snprintf(name, sizeof(name), "%s", pseudo_name(p, "value"));
	warn_named(pos, name, v, why, fmt, what);
}

// the store of an assignment is named by the assignment, at its '='
static void warn_stored(struct instruction *safe store, enum nullvalue v,
	struct instruction *why, const char *safe target)
{
	struct expression *value = memop_value(store), *assignment = store->lvalue;
	pseudo_t stored = store->target;
	char name[128], target_member[256];

	if (!value || !assignment) {
		pseudo_t addr = store->src;
		struct expression *init = addr && addr->type == PSEUDO_SYM && addr->sym ?
			addr->sym->initializer : NULL;
		char path[128];

		// a member's, in an initializer list ('.m = value'); a compound
		// literal has no name: the member's path alone
		value = initialized_member(store, path, sizeof(path));
		if (value && path[0]) {
			snprintf(name, sizeof(name), "%s", expression_name(value));
			if (addr && addr->sym && addr->sym->ident)
				snprintf(target_member, sizeof(target_member), "%s%s", target, path);
			else
				snprintf(target_member, sizeof(target_member), "%s", path + 1);
			warn_named(expression_start(value), name, v, why,
				   "assignment of '%s', not proven non-NULL, to safe '%s'", target_member);
			return;
		}

		// a declaration's initializer, as written
		if (init && !store->offset) {
			snprintf(name, sizeof(name), "%s", expression_name(init));
			warn_named(expression_start(init), name, v, why,
				   "assignment of '%s', not proven non-NULL, to safe '%s'", target);
			return;
		}
		warn_value(store->pos, store->target, v, why,
			   "assignment of '%s', not proven non-NULL, to safe '%s'", target);
		return;
	}
	snprintf(name, sizeof(name), "%s", expression_name(value));
	if (report(assignment->pos, "assignment of '%s', not proven non-NULL, to safe '%s'",
		   name, target) && nv_may_be_null(v) && stored && stored->type != PSEUDO_VAL)
		report_evidence(why, name);
}

static bool same_pos(struct position a, struct position b)
{
	return a.stream == b.stream && a.line == b.line && a.pos == b.pos;
}

// the number (from 1) of the parameter that @param, a copy the inliner
// made, is of the function @fn, or 0
static int parameter_nr(struct symbol *safe fn, struct symbol *safe param)
{
	struct symbol *type = function_type(fn), *arg;
	int nr = 0;

	if (!type)
		return 0;
	FOR_EACH_PTR(type->arguments, arg) {
		nr++;
		if (arg->ident == param->ident && same_pos(arg->pos, param->pos))
			return nr;
	} END_FOR_EACH_PTR(arg);
	return 0;
}

// the store of an argument into a parameter of an inlined helper is an
// argument passed: named as written, where it is written, with the helper
static bool warn_inlined_argument(struct instruction *safe store, enum nullvalue v,
	struct instruction *why)
{
	pseudo_t addr = store->src;
	struct symbol *param = addr && addr->type == PSEUDO_SYM ? addr->sym : NULL;
	struct symbol *fn = param ? param->inlined_fn : NULL;
	struct expression *arg = param ? param->initializer : NULL;
	char what[160], name[128];
	int nr;

	if (!param || !fn || !arg || !(nr = parameter_nr(fn, param)))
		return false;
	if (!Wsafe_arg)
		return true;
	snprintf(name, sizeof(name), "%s", expression_name(arg));
	snprintf(what, sizeof(what), "%d of '%s'", nr,
		 fn->ident ? show_ident(fn->ident) : "function");
	warn_named(expression_start(arg), name, v, why,
		   "passing '%s', not proven non-NULL, as safe argument %s", what);
	return true;
}

// the initialization of a safe local that a macro's body declares, from
// an argument of the macro ('__mptr = (ptr)' in container_of()): the
// argument passed, named as written, with the macro
static bool warn_macro_argument(struct instruction *safe store, enum nullvalue v,
	struct instruction *why)
{
	pseudo_t addr = store->src;
	struct symbol *var = addr && addr->type == PSEUDO_SYM ? addr->sym : NULL;
	struct expression *init = var ? var->initializer : NULL;
	char macro[64], name[128], what[160];
	struct position at;
	int nr;

	if (!var || !var->ident || !init || store->offset || !var->pos.macro)
		return false;
	at = expression_start(init);
	nr = macro_argument(var->pos, var->ident, macro, sizeof(macro), name, sizeof(name));
	if (!nr)
		return false;
	snprintf(what, sizeof(what), "%d of '%s'", nr, macro);
	warn_named(at, name, v, why, "passing '%s', not proven non-NULL, as safe argument %s", what);
	return true;
}

void check_assignment(struct nullstate *safe ns, struct instruction *safe insn)
{
	pseudo_t value = insn->opcode == OP_STORE ? insn->target : insn->src;
	struct instruction *why;
	enum nullvalue v;
	char target[128];

	if (!value)
		return;
	checking(ns, value);
	if (insn->opcode == OP_STORE) {
		if (!Wsafe_assign && !Wsafe_arg)
			return;
		if (!is_safe_store(insn) || proven(ns, value, &v, &why))
			return;
		if (!memop_lvalue(insn) && warn_inlined_argument(insn, v, why))
			return;
		if (!Wsafe_assign)
			return;
		if (warn_macro_argument(insn, v, why))
			return;
		snprintf(target, sizeof(target), "%s", stored_name(insn));
		warn_stored(insn, v, why, target);
		return;
	}
	// a cast to a safe pointer asserts; asserting what may be NULL is
	// wrong, but a NULL constant cast so is a waiver, made on purpose
	if (!is_safe_pointer(insn->type) || is_safe_pointer(insn->orig_type))
		return;
	if (is_zero(value)) {
		if (Wsafe_cast)
			report(insn->pos, "cast of NULL to a safe pointer");
		return;
	}
	if (!Wsafe_assign)
		return;
	v = nullstate_value(ns, value, &why);
	if (nv_may_be_null(v))
		warn_value(insn->pos, value, v, why,
			   "cast of '%s', which may be NULL, to a safe pointer%s", "");
}

struct symbol *callee(struct instruction *safe call)
{
	pseudo_t func = call->func;

	if (func && func->type == PSEUDO_SYM && func->sym)
		return func->sym;
	return first_ptr_list((struct ptr_list *)call->fntypes);
}

// nonnull parameters are looked up as check_arguments() does
bool passes_null_to_nonnull(struct instruction *safe call)
{
	struct symbol *fn = first_ptr_list((struct ptr_list *)call->fntypes);
	pseudo_t arg;
	int nr = 0;

	if (!is_nonnull_param(fn, 0))
		return false;
	FOR_EACH_PTR(call->arguments, arg) {
		nr++;
		if (arg->type == PSEUDO_VAL && !arg->value && is_nonnull_param(fn, nr))
			return true;
	} END_FOR_EACH_PTR(arg);
	return false;
}

bool calls_safe(struct instruction *safe call)
{
	struct symbol *fn = function_type(first_ptr_list((struct ptr_list *)call->fntypes));
	int nr = ptr_list_size((struct ptr_list *)(fn ? fn->arguments : NULL));

	struct position pos;
	const void *var;
	int dep;

	for (; nr > 0; nr--) {
		if (is_safe_param(callee(call), nr) || nullstate_derefs_param(call, nr, &pos) ||
		    nullstate_latent_param(call, nr, &pos) ||
		    (cond_safe_in_file() && cond_safe_param(callee(call), nr, &dep)))
			return true;
	}
	return nullstate_global_derefs(call, &var, &pos, 1) > 0;
}

// A call whose result only a select picks was made unconditional by
// sparse (it does so with pure functions): it stands under the select's
// condition.  The select's condition, and on which side, or NULL.
static pseudo_t speculated(struct instruction *safe call, int *safe side)
{
	pseudo_t result = call->target, cond = NULL;
	struct pseudo_user *pu;

	if (!result || result == VOID || !result->users)
		return NULL;
	FOR_EACH_PTR(result->users, pu) {
		struct instruction *user = pu->insn;
		int s;

		if (!user || !user->bb)
			continue;
		if (user->opcode != OP_SEL || user->src1 == result || !user->src1)
			return NULL;
		s = user->src2 == result ? 1 : 0;
		if (cond && (cond != user->src1 || *side != s))
			return NULL;
		cond = user->src1;
		*side = s;
	} END_FOR_EACH_PTR(pu);
	return cond;
}

// the name of the global pointer @var, as the function of @call accesses
// it, into @buf
static const char *global_name(struct instruction *safe call, const void *var, char *safe buf,
	int size)
{
	struct entrypoint *ep = call->bb ? call->bb->ep : NULL;
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep ? ep->bbs : NULL, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && global_slot(insn) == var)
				return global_slot_name(insn, buf, size);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	snprintf(buf, size, "?");
	return buf;
}

// The store into the global pointer @var that @call's block makes last
// before it, with no call or asm between, or NULL
static struct instruction *stored_before(struct instruction *safe call, const void *var)
{
	struct instruction *insn, *found = NULL;

	FOR_EACH_PTR(call->bb ? call->bb->insns : NULL, insn) {
		if (insn == call)
			break;
		if (!insn->bb)
			continue;
		if (insn->opcode == OP_CALL || insn->opcode == OP_ASM)
			found = NULL;
		else if (insn->opcode == OP_STORE && global_slot(insn) == var)
			found = insn;
	} END_FOR_EACH_PTR(insn);
	return found;
}

// A call of a function of the file that dereferences a static pointer
// variable first thing, made while the variable is NULL (stored NULL
// before the call: 'data = NULL; process();'), or holds a value that may
// be NULL whose NULL reaches the call ('cur = malloc(n); use();'): the
// NULL is the caller's, made before the call, and reported there.
static void check_global_derefs(struct nullstate *safe ns, struct instruction *safe call)
{
	const void *vars[NULLSTATE_GLOBAL_DEREFS];
	struct position pos[NULLSTATE_GLOBAL_DEREFS];
	int i, n = nullstate_global_derefs(call, vars, pos, NULLSTATE_GLOBAL_DEREFS);

	for (i = 0; i < n && Wnull_deref; i++) {
		struct instruction *st = stored_before(call, vars[i]), *why = st;
		const char *alloc;
		char name[256];
		pseudo_t value;

		if (!st || !(value = st->target))
			continue;
		// (a copy: the names of the callee and the evidence reuse
		// the buffers of identifiers)
		global_name(call, vars[i], name, sizeof(name));
		if (!is_zero(value)) {
			if (value->type != PSEUDO_REG ||
			    nullstate_value(ns, value, &why) != NV_MAYBE || !why ||
			    !evidence_reaches(ns, value, &why, call) || !why)
				continue;
			alloc = allocation(why);
			if ((alloc && (!Wnull_alloc || allocation_reported(why))) ||
			    !report(call->pos, "calling '%s' while '%s' may be NULL, which it dereferences",
				    callee_name(call), name))
				continue;
		} else if (!report(call->pos, "calling '%s' while '%s' is NULL, which it dereferences",
				   callee_name(call), name)) {
			continue;
		}
		report_evidence(why, name);
		info(pos[i], "    '%s' dereferences it here", callee_name(call));
	}
}

// @p, through the integer casts sparse makes of an argument
static pseudo_t uncast_integer(pseudo_t p)
{
	struct instruction *def;

	while (p && p->type == PSEUDO_REG && (def = p->def) &&
	       (def->opcode == OP_ZEXT || def->opcode == OP_SEXT || def->opcode == OP_TRUNC))
		p = def->src;
	return p;
}

// Does the pair @arg and @count, given to a parameter cond_safe on
// another that holds @c, keep @c: each a member of the same object, the
// pointer cond_safe on the integer with a condition that @c's implies
// ('send(b->text, b->len)'), or each a parameter of the caller, cond_safe
// so ('send(buf, len)' in a function given both)?
static bool pair_kept(struct instruction *safe call, const struct cond_safe *safe c,
	pseudo_t arg, pseudo_t count)
{
	struct instruction *load = arg && arg->type == PSEUDO_REG ? arg->def : NULL;
	struct instruction *other = count && count->type == PSEUDO_REG ? count->def : NULL;
	const struct cond_safe *own;
	int dep;

	if (arg && arg->type == PSEUDO_ARG && count && count->type == PSEUDO_ARG) {
		own = call->bb && call->bb->ep ?
			cond_safe_param(call->bb->ep->name, arg->nr, &dep) : NULL;
		return own && dep == count->nr &&
		       cond_implied(own, c->op, c->value,
				    is_unsigned_integer(ptr_list_nth(function_params(call->bb->ep->name),
								     dep - 1)));
	}
	if (!load || load->opcode != OP_LOAD || !other || other->opcode != OP_LOAD ||
	    !same_address(load->src, other->src) || !load->type || !other->type ||
	    !(own = cond_safe_member(load->type, load->lvalue)))
		return false;
	return other->type->ident == own->name &&
	       other->offset - (long long)other->type->offset ==
	       load->offset - (long long)load->type->offset &&
	       cond_implied(own, c->op, c->value, is_unsigned_integer(other->type));
}

// Is @arg, given as argument @nr of @call, to be proven non-NULL as a safe
// one is, by a cond_safe on another parameter that the call may meet?
// The condition, or NULL: where the other argument is a constant that
// does not meet it, or the pair keeps it (pair_kept()).
static const struct cond_safe *cond_safe_needed(struct instruction *safe call, int nr,
	pseudo_t arg)
{
	const struct cond_safe *c;
	pseudo_t count;
	int dep;

	if (!cond_safe_in_file() || !(c = cond_safe_param(callee(call), nr, &dep)))
		return NULL;
	count = uncast_integer(ptr_list_nth(call->arguments, dep - 1));
	if (count && count->type == PSEUDO_VAL && cond_excluded(c, COND_EQ, count->value, false))
		return NULL;
	return pair_kept(call, c, arg, count) ? NULL : c;
}

void check_arguments(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct symbol *fn = first_ptr_list((struct ptr_list *)insn->fntypes);
	struct instruction *why;
	enum nullvalue v;
	pseudo_t arg, cond;
	int nr = 0, side = 0;

	check_global_derefs(ns, insn);
	if (!(Wsafe_arg || Wnull_alloc || Wnull_deref) || !function_type(fn))
		return;
	cond = speculated(insn, &side);
	FOR_EACH_PTR(insn->arguments, arg) {
		const struct cond_safe *needed;
		const char *alloc;
		bool is_safe, nonnull, derefs;
		struct position deref, pos;
		struct expression *written;
		char what[160], name[128];

		nr++;
		checking(ns, arg);
		// all are false beyond the declared parameters
		is_safe = is_safe_param(callee(insn), nr);
		needed = is_safe ? NULL : cond_safe_needed(insn, nr, arg);
		is_safe |= needed != NULL;
		nonnull = !is_safe && is_nonnull_param(fn, nr);
		derefs = !is_safe && !nonnull && (nullstate_derefs_param(insn, nr, &deref) ||
						  nullstate_latent_param(insn, nr, &deref));
		if (!is_safe && !nonnull && !derefs)
			continue;
		if (cond)
			v = nullstate_value_if(ns, arg, cond, side, &why);
		else
			v = nullstate_value(ns, arg, &why);
		if (v == NV_NONNULL || v == NV_BOTTOM)
			continue;
		alloc = nv_may_be_null(v) ? allocation(why) : NULL;
		if (alloc && why && !evidence_reaches(ns, arg, &why, insn)) {
			alloc = NULL;
			v = NV_UNKNOWN;
		} else if (alloc && why) {
			// (another evidence may be the one that reaches)
			alloc = allocation(why);
		}
		// the callee's dereference, as a dereference here would be
		if (derefs && (!nv_may_be_null(v) || !Wnull_deref ||
			       (v != NV_NULL && why && !evidence_reaches(ns, arg, &why, insn))))
			continue;
		if (!derefs && (alloc ? !Wnull_alloc || !why || allocation_reported(why) : !Wsafe_arg))
			continue;
		// the argument as written, where it is written: named only
		// where it may be reported
		written = written_argument(insn, nr);
		pos = written ? expression_start(written) : insn->pos;
		snprintf(name, sizeof(name), "%s", argument_name(insn, nr, arg));
		if (alloc && !derefs) {
			if (report(pos, "passing '%s', which is NULL when %s() fails, as %s argument %d of '%s'",
				   name, alloc, needed ? "cond_safe" : is_safe ? "safe" : "nonnull", nr,
				   callee_name(insn)))
				report_evidence(why, name);
			continue;
		}
		if (derefs) {
			if (arg->type == PSEUDO_VAL ?
			    report(pos, "passing NULL as argument %d of '%s', which dereferences it",
				   nr, callee_name(insn)) :
			    report(pos, "passing '%s', which may be NULL, as argument %d of '%s', which dereferences it",
				   name, nr, callee_name(insn))) {
				report_evidence(why, name);
				info(deref, nullstate_passes_param(insn, nr) ?
				     "    '%s' passes it on here, where it must not be NULL" :
				     "    '%s' dereferences it here", callee_name(insn));
			}
			continue;
		}
		if (needed)
			snprintf(what, sizeof(what), "%d of '%s', which must not be NULL where %s",
				 nr, callee_name(insn), cond_safe_text(needed));
		else
			snprintf(what, sizeof(what), "%d of '%s'", nr, callee_name(insn));
		if (is_zero(arg)) {
			report(pos, "passing NULL as %s argument %s",
			       needed ? "cond_safe" : is_safe ? "safe" : "nonnull", what);
			continue;
		}
		if (is_safe) {
			warn_named(pos, name, v, why, needed ?
				   "passing '%s', not proven non-NULL, as cond_safe argument %s" :
				   "passing '%s', not proven non-NULL, as safe argument %s", what);
		} else if (nv_may_be_null(v) &&
			   (v == NV_NULL || !why || evidence_reaches(ns, arg, &why, insn))) {
			// a nonnull parameter is checked as a dereference would be
			warn_named(pos, name, v, why,
				   "passing '%s', which may be NULL, as nonnull argument %s", what);
		} else if (Wsafe_deref) {
			warn_named(pos, name, v, why,
				   "passing '%s', not proven non-NULL, as nonnull argument %s", what);
		}
	} END_FOR_EACH_PTR(arg);
}

// The return statements of a function's body: the one whose value is
// at @pos (a phi source has the position of the value it stands for), or,
// where @pos has no line, the only one
struct returns {
	struct position pos;
	struct expression *found;
	int nr;
};

static void find_returns(struct statement *safe stmt, void *data)
{
	struct returns *safe r = data;

	if (stmt->type != STMT_RETURN || !stmt->ret_value)
		return;
	r->nr++;
	if (!r->pos.line || same_pos(stmt->ret_value->pos, r->pos))
		r->found = stmt->ret_value;
}

// the expression that the return @insn (a phi source, or the OP_RET of a
// function with one return statement) returns, as written, or NULL
static struct expression *returned_expression(struct symbol *safe fn, struct instruction *safe insn)
{
	struct symbol *type = function_type(fn);
	struct returns r = { .found = NULL, .nr = 0 };

	if (!type)
		return NULL;
	if (insn->opcode == OP_PHISOURCE)
		r.pos = insn->pos;
	walk_statements(type->stmt, find_returns, &r);
	return r.found && (insn->opcode == OP_PHISOURCE || r.nr == 1) ? r.found : NULL;
}

void check_return(struct nullstate *safe ns, struct instruction *safe insn,
	struct check_context *safe ctx)
{
	struct expression *written;
	char name[128];
	struct symbol *fn = ctx->ep->name;
	struct instruction *why;
	enum nullvalue v;
	pseudo_t value;

	if (!Wsafe_return || !fn || !is_safe_return(fn))
		return;
	if (insn->opcode == OP_PHISOURCE) {
		if (!ctx->return_phi || insn->phi_node != ctx->return_phi)
			return;
		value = insn->phi_src;
	} else {
		value = insn->src;
		// checked at each of the phi's sources instead
		if (ctx->return_phi && value == ctx->return_phi->target)
			return;
	}
	if (!value || value == VOID || proven(ns, value, &v, &why))
		return;
	checking(ns, value);
	if (is_zero(value)) {
		report(insn->pos, "returning NULL from safe '%s'", function_name(fn));
		return;
	}
	written = returned_expression(fn, insn);
	if (!written) {
		warn_value(insn->pos, value, v, why,
			   "returning '%s', not proven non-NULL, from safe '%s'",
			   function_name(fn));
		return;
	}
	// what the return statement returns, where it is written
	snprintf(name, sizeof(name), "%s", expression_name(written));
	warn_named(expression_start(written), name, v, why,
		   "returning '%s', not proven non-NULL, from safe '%s'", function_name(fn));
}
