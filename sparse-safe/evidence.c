/*
 * What is reported: see evidence.h.  The rules that decide whether a NULL
 * the solver found is worth a warning, read from the solver's queries.
 */
#include <stdlib.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"

#include "evaluate.h"
#include "annotations.h"
#include "nullstate.h"
#include "evidence.h"
#include "paths.h"
#include "results.h"
#include "report.h"
#include "ptrhash.h"

static bool own_evidence(struct instruction *safe why)
{
	return own_source(why->bb && why->bb->ep ? why->bb->ep->name : NULL, why->pos);
}

// the variables sparse left an assignment to out of the IR
static struct symbol_list *dropped;

void note_dropped_assignment(struct expression *expr)
{
	struct symbol *sym = assigned_variable(expr);

	if (sym && sym->ident)
		add_symbol(&dropped, sym);
}

// is @sym, a variable of the function @fn, named @ident?
static bool is_variable_of(struct symbol *safe sym, struct symbol *safe fn, struct ident *ident)
{
	return sym->ident == ident && sym->pos.stream == fn->pos.stream &&
	       sym->pos.line >= fn->pos.line && sym->pos.line <= fn->endpos.line;
}

// One question of evidence_reaches(): the evidence, and the roots of the
// pointer asked about (nullstate_roots()), asked of the solver once.
struct question {
	struct nullstate *safe ns;
	struct instruction *safe why;
	pseudo_t roots[8];
	int nr;
	bool gathered;				// not the solver's evidence: one
						// ... that the pointer's phis
						// ... gather (gather())
	bool ran_out;				// the walk of its paths ran out
};

static bool assigned_out_of_ir(struct entrypoint *ep, struct question *safe q)
{
	struct symbol *fn = ep ? ep->name : NULL, *type, *sym, *arg;
	int i;

	if (!dropped || !fn)
		return false;
	type = function_type(fn);
	for (i = 0; i < q->nr; i++) {
		pseudo_t root = q->roots[i];

		if (!root)
			continue;
		// a parameter is its symbol; a local's values carry its name
		arg = root->type == PSEUDO_ARG && type ?
			ptr_list_nth(type->arguments, root->nr - 1) : NULL;
		FOR_EACH_PTR(dropped, sym) {
			if (arg ? sym == arg :
			    root->ident && is_variable_of(sym, fn, root->ident))
				return true;
		} END_FOR_EACH_PTR(sym);
	}
	return false;
}

// Does every path from the evidence, that the NULL of the pointer can
// take, reach @bb (or end the program)?  A path leaves the NULL behind
// where it returns before @bb; an edge that cannot be taken, or on which
// a root of the pointer is NONNULL, is no such path
// (path_edge_takes_null()).
static bool inevitable(struct question *safe q, struct basic_block *safe bb)
{
	struct nullstate *safe ns = q->ns;
	struct basic_block *from = q->why->bb, *child, *b;
	struct basic_block_list *todo = NULL;
	bool escapes = false;
	unsigned long gen;

	if (!from || nullstate_order(ns, from) < 0 || from == bb)
		return true;
	// every path to a return goes through @bb: no walk needed
	if (nullstate_postdominates(ns, bb, from))
		return true;
	gen = ++bb_generation;
	from->generation = gen;
	add_bb(&todo, from);
	while (!escapes && (b = delete_ptr_list_last((struct ptr_list **)&todo))) {
		struct instruction *last = path_last_insn(b);

		if (last && last->opcode == OP_RET) {
			escapes = true;
			break;
		}
		FOR_EACH_PTR(b->children, child) {
			if (child == bb || !nullstate_reached(ns, child) ||
			    child->generation == gen || !path_edge_takes_null(ns, b, child, q->roots, q->nr))
				continue;
			child->generation = gen;
			add_bb(&todo, child);
		} END_FOR_EACH_PTR(child);
	}
	free_ptr_list(&todo);
	return !escapes;
}

#define INPUT_VISITS	256			// values from_input() looks at,
						// ... at most, for one question

// what from_input() has looked at, for one question
struct inputs {
	struct ptrhash phis;			// the phis being looked at, or
						// ... found inputs
	int visits;
};

// Is @p an input of the function: a parameter, or memory reachable from
// one ('d->parent', 'd->ops->get'), or a phi of such values and of what
// it steps to from them ('next = strm->next_in; ... next++')?  A phi
// met again is taken as one (its other sources decide).
static bool from_input(pseudo_t p, struct inputs *safe in)
{
	struct instruction *def;
	pseudo_t src;

	if (!p || ++in->visits > INPUT_VISITS)
		return false;
	if (p->type == PSEUDO_ARG)
		return true;
	def = p->type == PSEUDO_REG ? p->def : NULL;
	if (!def)
		return false;
	switch (def->opcode) {
	case OP_LOAD: case OP_COPY: case OP_PTRCAST:
		return from_input(def->src, in);
	case OP_ADD:
		// (the pointer is either operand: 'next += copy')
		return from_input(def->src1, in) || from_input(def->src2, in);
	case OP_SUB:
		return from_input(def->src1, in);
	case OP_PHI:
		if (ptrhash_get(&in->phis, p))
			return true;
		ptrhash_put(&in->phis, p, p);
		FOR_EACH_PTR(def->phi_list, src) {
			struct instruction *ps = src && src != VOID ? src->def : NULL;

			if (ps && ps->phi_src && !from_input(ps->phi_src, in))
				return false;
		} END_FOR_EACH_PTR(src);
		return true;
	}
	return false;
}

// from_input(), a question of its own
static bool is_input(pseudo_t p)
{
	static struct inputs in;
	bool yes;

	in.visits = 0;
	yes = from_input(p, &in);
	ptrhash_clear(&in.phis);
	return yes;
}

// is @bb in the loop whose header is @head (can it reach one of the
// header's back edges without going through the header)?
static bool loop_contains(struct nullstate *safe ns, struct basic_block *safe head,
	struct basic_block *safe bb)
{
	struct basic_block_list *todo = NULL;
	struct basic_block *parent, *b;
	unsigned long gen = ++bb_generation;
	int order = nullstate_order(ns, head);
	bool found = false;

	head->generation = gen;
	FOR_EACH_PTR(head->parents, parent) {
		if (nullstate_order(ns, parent) >= order && parent->generation != gen) {
			parent->generation = gen;
			add_bb(&todo, parent);
		}
	} END_FOR_EACH_PTR(parent);
	// back from the latches to the header: the loop's blocks
	while (!found && (b = delete_ptr_list_last((struct ptr_list **)&todo))) {
		if (b == bb) {
			found = true;
			break;
		}
		FOR_EACH_PTR(b->parents, parent) {
			if (nullstate_order(ns, parent) >= 0 && parent->generation != gen) {
				parent->generation = gen;
				add_bb(&todo, parent);
			}
		} END_FOR_EACH_PTR(parent);
	}
	free_ptr_list(&todo);
	return found || bb == head;
}

static bool input_bound(pseudo_t c, struct inputs *safe in);

// is @p a constant, or what the program holds for all its functions: a
// global variable's value ('nr_cpu_ids'), or cast or extended?
static bool program_state(pseudo_t p)
{
	struct instruction *def;
	int depth;

	for (depth = 0; p && depth < 4; depth++) {
		if (p->type == PSEUDO_VAL)
			return true;
		def = p->type == PSEUDO_REG ? p->def : NULL;
		if (!def)
			return false;
		if (def->opcode == OP_LOAD)
			return def->src && def->src->type == PSEUDO_SYM && def->src->sym &&
			       (def->src->sym->ctype.modifiers & MOD_TOPLEVEL);
		if (def->opcode < OP_TRUNC || def->opcode > OP_PTRCAST)
			return false;
		p = def->src;
	}
	return false;
}

// Is @call given memory that the function's inputs reach, and nothing
// else but other inputs, constants or the program's state
// ('find_next_bit(mask, nr_cpu_ids, start)' of the mask given)?  What it
// returns reads what the callers give: theirs to decide, as a test of it
// is.  (Not a call given only integers, 'chain_of(key)': it reads its own
// state, a table the key picks from.)
static bool call_given_inputs(struct instruction *safe call, struct inputs *safe in)
{
	pseudo_t arg;
	bool memory = false;

	if (!call->func || call->func->type != PSEUDO_SYM)
		return false;
	FOR_EACH_PTR(call->arguments, arg) {
		if (program_state(arg))
			continue;
		if (!input_bound(arg, in))
			return false;
		memory |= arg && is_input(arg) && is_pointer_pseudo(call->bb ? call->bb->ep : NULL, arg);
	} END_FOR_EACH_PTR(arg);
	return memory;
}

// Does the value @c, a loop's condition, depend on the function's inputs
// (a parameter, memory reachable from one: 'i < n', 'for_each_cpu(i,
// mask)', or what a call given only those and the program's state
// returns), and on no other call?  Constants and the loop's own counters
// say nothing either way.
static bool input_bound(pseudo_t c, struct inputs *safe in)
{
	struct instruction *def;
	pseudo_t src;
	bool any = false;

	if (!c || ++in->visits > INPUT_VISITS)
		return false;
	if (c->type == PSEUDO_ARG)
		return true;
	def = c->type == PSEUDO_REG ? c->def : NULL;
	if (!def)
		return false;
	switch (def->opcode) {
	case OP_CALL:
		return call_given_inputs(def, in);
	case OP_LOAD:
		return is_input(def->src);
	case OP_PHI:
		if (ptrhash_get(&in->phis, c))
			return false;
		ptrhash_put(&in->phis, c, c);
		FOR_EACH_PTR(def->phi_list, src) {
			struct instruction *ps = src && src != VOID ? src->def : NULL;

			if (ps && ps->phi_src && input_bound(ps->phi_src, in))
				any = true;
		} END_FOR_EACH_PTR(src);
		return any;
	case OP_SEL:
		return input_bound(def->src1, in) || input_bound(def->src2, in) ||
		       input_bound(def->src3, in);
	default:
		if (def->opcode >= OP_BINARY && def->opcode <= OP_BINCMP_END)
			return input_bound(def->src1, in) || input_bound(def->src2, in);
		if (def->src1 && (def->opcode == OP_NOT || def->opcode == OP_NEG ||
		    (def->opcode >= OP_TRUNC && def->opcode <= OP_PTRCAST) || def->opcode == OP_COPY))
			return input_bound(def->src1, in);
	}
	return false;
}

// Is the pointer (or what it is computed from) a loop's phi that is NULL
// only as it was before the loop, every pass round the loop making it
// non-NULL, with @bb out of that loop, and whether the loop runs at all
// the inputs' to say (its test depends on them)?  Then the NULL reaches
// @bb only where the callers give the loop nothing to do ('last = NULL;
// for_each_cpu(i, mask) last = ...', with an empty mask): latent.
static bool only_before_input_loop(struct question *safe q, struct basic_block *bb)
{
	static struct inputs in;
	struct nullstate *safe ns = q->ns;
	int i;

	if (!bb || nullstate_order(ns, bb) < 0)
		return false;
	for (i = 0; i < q->nr; i++) {
		struct basic_block *head = nullstate_loop_phi(ns, q->roots[i]);
		struct instruction *br = head ? path_last_insn(head) : NULL;
		bool input;

		if (!head || !br || br->opcode != OP_CBR || loop_contains(ns, head, bb))
			continue;
		in.visits = 0;
		input = input_bound(br->cond, &in);
		ptrhash_clear(&in.phis);
		if (input)
			return true;
	}
	return false;
}

// Does the NULL reach @bb on a path that can be taken (paths.h)?  Where
// the paths to it go only through branches on the pointer itself that
// the walk cannot decide, it does not: a correlation the analysis sees.
// Where they are too many to tell, it does if it reaches @bb on every
// path it can take: the solver's evidence stands for all the NULLs that
// the pointer may hold there, a gathered one only for its own, which
// must be walked to @bb.
static bool reaches(struct question *safe q, struct basic_block *safe bb)
{
	switch (null_path(q->ns, q->why, q->roots, q->nr, bb, q->gathered)) {
	case PATH_FOUND:
		return !only_before_input_loop(q, bb);
	case PATH_UNKNOWN:
		q->ran_out = true;
		return !q->gathered && inevitable(q, bb);
	default:
		return false;
	}
}

// Is the NULL that the test gives the pointer latent: does the test test
// an input, and is the pointer computed from inputs only?  The
// function's callers decide whether it can be NULL there, not the
// function.
static bool latent(struct question *safe q)
{
	struct instruction *safe why = q->why;
	struct entrypoint *ep = why->bb ? why->bb->ep : NULL;
	pseudo_t tested[NULLSTATE_MAX_TESTED];
	int i, nr;
	bool tests_input = false;

	if (why->opcode == OP_CBR)
		nr = nullstate_branch_tests(why, tested);
	else if ((tested[0] = nullstate_tested(why)))
		nr = 1;
	else
		return false;
	// (a pointer tested: 'if (c) p = NULL;' tests no pointer)
	for (i = 0; i < nr; i++)
		tests_input |= tested[i] && is_pointer_pseudo(ep, tested[i]) && is_input(tested[i]);
	if (!q->nr || !tests_input)
		return false;
	for (i = 0; i < q->nr; i++) {
		if (!q->roots[i] || !is_input(q->roots[i]))
			return false;
	}
	return true;
}

// A call of a function of the file that may return NULL, where the file
// does not expect it to: the function allocates nothing (or nothing with
// the arguments this call gives it, paths.h), and no call of it in the
// file tests its result (results.h).  Its callers rule its NULL out
// together (a lookup that cannot miss under their locks): latent, theirs
// to know.  One call that tests it is the file saying that the NULL can
// come, and each call that does not is then reported, however many.  A
// call that gives a constant for each parameter whose test decides the
// NULL asked for it (nullstate_call_asks_null()): expected there.
static bool unexpected_null(struct nullstate *safe ns, struct instruction *safe why)
{
	pseudo_t fn = why->func;
	struct position pos;

	if (why->opcode != OP_CALL || !nullstate_returns_null(why, &pos) ||
	    (nullstate_call_allocates(why) && path_call_allocates(ns, why)) ||
	    nullstate_call_asks_null(why))
		return false;
	return fn && fn->type == PSEUDO_SYM && !result_expected(fn->sym);
}

// The NULL that the evidence gives the pointer reaches @use, latent, on
// every path it can take from the evidence: each parameter that the
// pointer is goes into the function's summary, for its callers (a caller
// that passes NULL there reports it at its call).
static void keep_latent(struct question *safe q, struct instruction *safe use)
{
	struct basic_block *bb = use->bb;
	struct symbol *fn = bb && bb->ep ? bb->ep->name : NULL;
	int i;

	// (on every path the NULL can take from the test: a use that needs
	// more of the callers, 'if (!skb) use(fl4)', is not theirs to meet
	// by the NULL alone; asked first, as it needs no walk)
	if (!fn || !bb || !own_evidence(q->why) || !inevitable(q, bb) ||
	    !reaches(q, bb) || assigned_out_of_ir(bb->ep, q))
		return;
	for (i = 0; i < q->nr; i++) {
		pseudo_t root = q->roots[i];

		if (root && root->type == PSEUDO_ARG)
			nullstate_latent_use(fn, root->nr, use->pos);
	}
}

// evidence_reaches() of one evidence, the solver's or, @gathered, one of
// the others; @ran_out, where the walk of its paths ran out
static bool one_reaches(struct nullstate *safe ns, pseudo_t safe p,
	struct instruction *safe why, struct instruction *safe use, bool gathered,
	bool *safe ran_out)
{
	struct basic_block *bb = use->bb;
	struct question q = { .ns = ns, .why = why, .gathered = gathered };
	bool yes;
	struct position pos;
	bool alloc = allocation(why) != NULL || nullstate_returns_null(why, &pos) ||
		     nullstate_call_nulls(why) || nullstate_call_may_null(why);

	if (unexpected_null(ns, why) || (why->opcode == OP_CALL && nullstate_call_latent(why)))
		return false;
	q.nr = nullstate_roots(p, q.roots, 8);
	if (latent(&q)) {
		keep_latent(&q, use);
		return false;
	}

	// a _Nullable declaration holds wherever the value goes
	if (why->opcode == OP_LOAD || why->opcode == OP_ENTRY ||
	    (why->opcode == OP_CALL && !alloc))
		return true;
	// an instruction no longer in a block is not reached at all
	if (!bb)
		return false;
	// an allocation, or a call of a function of the file that returns
	// NULL or leaves a variable NULL, is evidence where it is made, an
	// allocator that the kernel
	// inlines (kmalloc()) included; the rest as for a test
	yes = (alloc || own_evidence(why)) && reaches(&q, bb) &&
	      !assigned_out_of_ir(bb->ep, &q);
	*ran_out = q.ran_out;
	return yes;
}

#define OTHER_EVIDENCE	4			// other evidences gathered, at most
#define OTHER_DEPTH	4			// phis followed back, at most

// the evidences that gather() found, the solver's not among them
struct others {
	struct instruction *why;		// the solver's
	struct instruction *list[OTHER_EVIDENCE];
	int nr;
};

static void add_other(struct others *safe o, struct instruction *insn)
{
	int i;

	if (!insn || !insn->bb || insn == o->why || o->nr == OTHER_EVIDENCE)
		return;
	for (i = 0; i < o->nr; i++) {
		if (o->list[i] == insn)
			return;
	}
	o->list[o->nr++] = insn;
}

// the tests of @x: a branch or a select on it, or on its comparison with 0
static void tests_of(struct others *safe o, pseudo_t safe x)
{
	struct pseudo_user *pu, *cu;

	FOR_EACH_PTR(x->users, pu) {
		struct instruction *u = pu ? pu->insn : NULL;

		if (!u || !u->bb)
			continue;
		if ((u->opcode == OP_CBR || u->opcode == OP_SEL) && nullstate_tested(u) == x) {
			add_other(o, u);
			continue;
		}
		if ((u->opcode != OP_SET_EQ && u->opcode != OP_SET_NE) || !u->target ||
		    nullstate_tested(u) != x)
			continue;
		FOR_EACH_PTR(u->target->users, cu) {
			struct instruction *t = cu ? cu->insn : NULL;

			if (t && ((t->opcode == OP_CBR && t->cond == u->target) ||
				  (t->opcode == OP_SEL && t->src1 == u->target)))
				add_other(o, t);
		} END_FOR_EACH_PTR(cu);
	} END_FOR_EACH_PTR(pu);
}

// The evidences of a NULL that the phis behind @p gather, each of its
// own: a NULL constant that a phi is given, and for a value it is given,
// the solver's evidence where the value is made and the tests of it.
static void gather(struct others *safe o, pseudo_t p, int depth)
{
	struct instruction *def = p && p->type == PSEUDO_REG ? p->def : NULL;
	pseudo_t src;

	if (!def || def->opcode != OP_PHI || depth > OTHER_DEPTH)
		return;
	FOR_EACH_PTR(def->phi_list, src) {
		struct instruction *ps = src && src != VOID ? src->def : NULL;
		struct instruction *why = NULL;
		pseudo_t x = ps ? ps->phi_src : NULL;

		if (!ps || !ps->bb || !x)
			continue;
		if (x->type == PSEUDO_VAL) {
			if (!x->value)
				add_other(o, ps);
			continue;
		}
		if (x->type == PSEUDO_REG && x->def && x->def->opcode == OP_PHI) {
			gather(o, x, depth + 1);
			continue;
		}
		if (x->type != PSEUDO_REG && x->type != PSEUDO_ARG)
			continue;
		if (nv_may_be_null(nullstate_def_value(x, &why)))
			add_other(o, why);
		tests_of(o, x);
	} END_FOR_EACH_PTR(src);
}

bool evidence_reaches(struct nullstate *safe ns, pseudo_t safe p,
	struct instruction **safe why, struct instruction *safe use)
{
	struct instruction *first = *why;
	struct others o = { .nr = 0 };
	pseudo_t roots[8];
	bool ran_out = false;
	int i, n;

	if (!first)
		return false;
	if (one_reaches(ns, p, first, use, false, &ran_out))
		return true;
	o.why = first;
	// (where the paths from the solver's evidence are too many to walk,
	// its NULL stands for the others: the every-path rule decided)
	if (ran_out)
		return false;
	// the NULL the solver kept does not reach @use: another that the
	// pointer's phis gather may
	n = nullstate_roots(p, roots, 8);
	for (i = 0; i < n; i++)
		gather(&o, roots[i], 0);
	for (i = 0; i < o.nr; i++) {
		struct instruction *other = o.list[i];

		// (one in the use's own block is not asked: a test or a phi
		// source ends the block, after the use, and a value made
		// there reaches the use only round a loop, where the walk's
		// 'a use in the evidence's block is after it' does not hold)
		if (!other || other->bb == use->bb ||
		    (other->opcode == OP_PHISOURCE && path_null_copy(other, first)))
			continue;
		if (one_reaches(ns, p, other, use, true, &ran_out)) {
			*why = other;
			return true;
		}
	}
	return false;
}
