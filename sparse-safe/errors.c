/*
 * The error-pointer checks (errptr.h has what they read):
 *	err-deref	-Werr-deref	an error pointer dereferenced, passed to a
 *					safe or nonnull parameter (or one that a
 *					function of the file dereferences), or
 *					stored into a safe variable or field
 *	err-null-test	-Werr-null-test	a NULL test of what a function that
 *					returns error pointers, never NULL,
 *					returned, where the error goes on
 *	err-is-err	-Werr-is-err	an error test of what a function that
 *					returns NULL, never an error pointer,
 *					returned, where the NULL goes on
 *	err-ptr-err	-Werr-ptr-err	a pointer that an error test found
 *					not to be one, returned as an error code
 */
#include <stdio.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"

#include "annotations.h"
#include "checks.h"
#include "errptr.h"
#include "names.h"
#include "nullstate.h"
#include "nullsummary.h"
#include "ptrhash.h"
#include "report.h"

#define MAX_USES	8

// one use of an error pointer that it must not reach
struct use {
	struct instruction *safe insn;
	int nr;				// an argument's number; 0: a load or a
					// ... store through it, -1: stored
	struct position deref;		// where a callee dereferences it
};

struct uses {
	pseudo_t safe root;
	struct instruction *def;	// where the walk starts
	int nr;
	struct use use[MAX_USES];
};

// where the use @insn is: the '*' or '->' of a load or store
static struct position use_pos(struct instruction *safe insn)
{
	struct expression *lvalue = NULL;

	if (insn->opcode == OP_LOAD || insn->opcode == OP_STORE)
		lvalue = memop_lvalue(insn);
	return lvalue ? lvalue->pos : err_position(insn);
}

// Must the argument @nr of @call not be an error pointer: a safe or
// nonnull parameter, or one that a function of the file dereferences?
// Which, as the message says it, or NULL; where it dereferences it, that
// place in @deref.
static const char *must_be_valid(struct instruction *safe call, int nr,
	struct position *safe deref)
{
	struct symbol *fn = first_ptr_list((struct ptr_list *)call->fntypes);

	deref->stream = 0;
	deref->line = 0;
	if (is_safe_param(callee(call), nr))
		return "safe ";
	if (function_type(fn) && is_nonnull_param(fn, nr))
		return "nonnull ";
	return nullstate_derefs_param(call, nr, deref) ? "" : NULL;
}

static void add_use(struct uses *safe u, struct instruction *safe insn, int nr,
	struct position deref)
{
	if (u->nr == MAX_USES)
		return;
	u->use[u->nr].insn = insn;
	u->use[u->nr].nr = nr;
	u->use[u->nr].deref = deref;
	u->nr++;
}

// the uses of the walk's pointer in @bb, after its definition; true where
// one goes through it (it is not an error pointer after that)
static bool visit_uses(struct basic_block *safe bb, void *data)
{
	struct uses *safe u = data;
	struct instruction *insn;
	struct position none = { 0 };
	bool after = !u->def || u->def->bb != bb || u->def->opcode == OP_PHI;
	pseudo_t arg;
	int nr;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		if (!after) {
			after = insn == u->def;
			continue;
		}
		switch (insn->opcode) {
		case OP_LOAD: case OP_STORE:
			if (insn->opcode == OP_STORE && err_root(insn->target) == u->root &&
			    is_safe_store(insn))
				add_use(u, insn, -1, none);
			if (insn->src && insn->src->type != PSEUDO_SYM &&
			    err_root(insn->src) == u->root) {
				add_use(u, insn, 0, none);
				return true;
			}
			break;
		case OP_CALL:
			nr = 0;
			FOR_EACH_PTR(insn->arguments, arg) {
				struct position deref;

				nr++;
				if (err_root(arg) == u->root && must_be_valid(insn, nr, &deref))
					add_use(u, insn, nr, deref);
			} END_FOR_EACH_PTR(arg);
			break;
		}
	} END_FOR_EACH_PTR(insn);
	return false;
}

// the note at where @call's function returns an error pointer, or, where
// its declaration says it does, at that
static void callee_note(struct instruction *safe call, const struct errsummary *safe s)
{
	pseudo_t fn = call->func;

	if (s->declared && fn && fn->type == PSEUDO_SYM && fn->sym)
		info(fn->sym->pos, "    %s() is declared err_ptr: it returns error pointers",
		     callee_name(call));
	else if (s->pos.line)
		info(s->pos, "    %s() returns an error pointer here", callee_name(call));
}

// the note at where the error pointer comes from
static void error_evidence(struct instruction *why, const char *safe name)
{
	const struct errsummary *s;

	if (!why)
		return;
	if (why->opcode == OP_CALL && (s = err_call_summary(why))) {
		info(why->pos, "    '%s' is the result of this %s() call", name, callee_name(why));
		callee_note(why, s);
		return;
	}
	info(err_position(why), "    '%s' is an error pointer made here", name);
}

static void report_use(struct use *safe use, struct instruction *why)
{
	struct instruction *insn = use->insn;
	struct expression *lvalue, *written;
	struct position pos, deref;
	char name[128];

	if (use->nr == 0) {
		lvalue = memop_lvalue(insn);
		pos = lvalue ? lvalue->pos : insn->pos;
		snprintf(name, sizeof(name), "%s", dereferenced_name(insn));
		if (pos.sysmacro ||
		    !report(pos, "dereference of '%s', which may be an error pointer", name))
			return;
	} else if (use->nr < 0) {
		lvalue = memop_lvalue(insn);
		pos = lvalue ? lvalue->pos : insn->pos;
		snprintf(name, sizeof(name), "%s", pseudo_name(insn->target, "value"));
		if (!report(pos, "assignment of '%s', which may be an error pointer, to safe '%s'",
			    name, lvalue ? expression_name(lvalue) : "lvalue"))
			return;
	} else {
		written = written_argument(insn, use->nr);
		pos = written ? expression_start(written) : insn->pos;
		snprintf(name, sizeof(name), "%s",
			 argument_name(insn, use->nr, ptr_list_nth_entry((struct ptr_list *)insn->arguments,
									 use->nr - 1)));
		if (!report(pos, "passing '%s', which may be an error pointer, as %sargument %d of '%s'%s",
			    name, must_be_valid(insn, use->nr, &deref), use->nr, callee_name(insn),
			    use->deref.line ? ", which dereferences it" : ""))
			return;
		if (use->deref.line)
			info(use->deref, "    '%s' dereferences it here", callee_name(insn));
	}
	error_evidence(why, name);
}

// a branch, among the blocks the walk of @gen reached, that tests @root
// for NULL (and not for an error)
static struct instruction *null_test_reached(struct entrypoint *safe ep,
	pseudo_t safe root, unsigned long gen)
{
	struct basic_block *bb;
	struct errtest t;

	FOR_EACH_PTR(ep->bbs, bb) {
		struct instruction *br = last_instruction(bb->insns);

		if (bb->generation != gen || !br || br->opcode != OP_CBR)
			continue;
		if (err_tested(br->cond) || !err_branch_says(br->cond, 0, root, &t) || t.null != 1)
			continue;
		return br;
	} END_FOR_EACH_PTR(bb);
	return NULL;
}

// what the name of @root is, as the function has it
static const char *safe root_name(pseudo_t safe root, char *safe buf, int size)
{
	snprintf(buf, size, "%s", pseudo_name(root, "pointer"));
	return buf;
}

// err-deref and err-null-test: where the error pointer @root may be goes
static void check_root(struct entrypoint *safe ep, pseudo_t safe root)
{
	struct instruction *why, *def = root->type == PSEUDO_REG ? root->def : NULL;
	const struct errsummary *s;
	struct instruction *test;
	struct basic_block *from;
	struct uses u;
	unsigned long gen;
	char name[128];
	int i;

	if (err_origin(root, &why) == EO_NONE)
		return;
	from = def && def->bb ? def->bb : ep->entry ? ep->entry->bb : NULL;
	if (!from)
		return;
	memset(&u, 0, sizeof(u));
	u.root = root;
	u.def = def;
	gen = err_walk(root, from, NULL, REACH_ERROR, visit_uses, &u);
	if (!u.nr)
		return;
	// what a function that never returns NULL returned, tested for NULL
	s = why && why == def && def->opcode == OP_CALL ? err_call_summary(def) : NULL;
	test = s && s->never_null ? null_test_reached(ep, root, gen) : NULL;
	if (test && Werr_null_test) {
		if (u.use[0].nr == 0)
			snprintf(name, sizeof(name), "%s", dereferenced_name(u.use[0].insn));
		else
			root_name(root, name, sizeof(name));
		if (report(err_position(test), "'%s' is tested for NULL, but %s() returns an error pointer, not NULL, when it fails: test it with IS_ERR()",
			   name, callee_name(def))) {
			callee_note(def, s);
			info(use_pos(u.use[0].insn), "    the error pointer is used here");
		}
		return;
	}
	if (!Werr_deref)
		return;
	for (i = 0; i < u.nr; i++)
		report_use(&u.use[i], why);
}

// the uses of @root after the side of @br where it is not an error
struct null_uses {
	pseudo_t safe root;
	struct instruction *found;
};

static bool visit_null_uses(struct basic_block *safe bb, void *data)
{
	struct null_uses *safe n = data;
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || (insn->opcode != OP_LOAD && insn->opcode != OP_STORE))
			continue;
		if (insn->src && insn->src->type != PSEUDO_SYM && err_root(insn->src) == n->root) {
			if (!n->found)
				n->found = insn;
			return true;
		}
	} END_FOR_EACH_PTR(insn);
	return false;
}

// err-is-err: the error test @br of @root, what a function that returns
// NULL, never an error pointer, returned, where the NULL then goes on
static void check_error_test(struct instruction *safe br, pseudo_t safe root)
{
	struct instruction *call = root->type == PSEUDO_REG ? root->def : NULL;
	const struct errsummary *s;
	struct null_uses n = { .root = root };
	struct basic_block *bb = br->bb;
	struct basic_block *safe_side;
	struct errtest t;
	char name[128];

	if (!call || call->opcode != OP_CALL || !bb)
		return;
	// a function of the file that returns NULL and no error pointer, or
	// an allocation, which fails with NULL ('kzalloc()')
	s = err_call_summary(call);
	if (s ? s->returns_error || !(s->may_be_null || summary_result(call) == NV_MAYBE) :
	    !is_allocator(callee(call)))
		return;
	// IS_ERR_OR_NULL() tests NULL too
	if (!err_branch_says(br->cond, 0, root, &t) || t.err != 0 || t.null == 0)
		return;
	safe_side = br->bb_false;
	if (!safe_side)
		return;
	err_walk(root, bb, safe_side, REACH_NULL, visit_null_uses, &n);
	if (!n.found)
		return;
	snprintf(name, sizeof(name), "%s", dereferenced_name(n.found));
	if (report(err_position(br), "IS_ERR() of '%s', but %s() returns NULL, not an error pointer, when it fails: test it for NULL",
		   name, callee_name(call)))
		info(use_pos(n.found), "    the NULL pointer is dereferenced here");
}

struct not_error {
	struct instruction *test;	// an error test the walk went by
};

// the pointer that the integer @v is made of, by casts and truncation
// (PTR_ERR()), or NULL
static pseudo_t pointer_of(pseudo_t v)
{
	struct instruction *def;
	int depth;

	for (depth = 0; depth < 8 && v; depth++) {
		switch (DEF_OPCODE(def, v)) {
		case OP_TRUNC: case OP_SEXT: case OP_ZEXT: case OP_PTRTU: case OP_COPY:
			v = def->src;
			continue;
		}
		break;
	}
	if (!v || v->type != PSEUDO_REG || !v->def || !is_pointer(v->def->type))
		return NULL;
	return err_root(v);
}

// err-ptr-err: @v, returned as an integer along the edge @from -> @to,
// where it is made of a pointer (or, a phi, from its sources)
static void check_returned(struct entrypoint *safe ep, pseudo_t v,
	struct basic_block *safe from, struct basic_block *to,
	struct instruction *safe where, int depth)
{
	struct instruction *def, *br;
	struct basic_block *bb;
	pseudo_t root, src;
	unsigned long gen;
	char name[128];

	// an error code kept in a variable: each value it is given (a phi
	// of pointers is what is returned, as tested where it is)
	if (DEF_OPCODE(def, v) == OP_PHI && !is_pointer(def->type) && depth < 4) {
		FOR_EACH_PTR(def->phi_list, src) {
			struct instruction *phisrc = src->def;

			if (phisrc && phisrc->bb && phisrc->opcode == OP_PHISOURCE && def->bb &&
			    phisrc->phi_src)
				check_returned(ep, phisrc->phi_src, phisrc->bb, def->bb, phisrc, depth + 1);
		} END_FOR_EACH_PTR(src);
		return;
	}
	root = pointer_of(v);
	if (!root || root->type != PSEUDO_REG || !(def = root->def) || !def->bb)
		return;
	gen = err_walk(root, def->bb, NULL, REACH_IS_ERR, NULL, NULL);
	if (from->generation == gen && (!to || err_edge_open(from, to, root, REACH_IS_ERR)))
		return;
	// the error test that every way here went through, for the note
	br = NULL;
	FOR_EACH_PTR(ep->bbs, bb) {
		struct instruction *last = last_instruction(bb->insns);

		if (bb->generation == gen && last && last->opcode == OP_CBR &&
		    err_tested(last->cond) == root) {
			br = last;
			break;
		}
	} END_FOR_EACH_PTR(bb);
	if (!br)
		return;
	if (report(err_position(where), "PTR_ERR() of '%s', which IS_ERR() found not to be an error pointer, is returned as an error code",
		   root_name(root, name, sizeof(name))))
		info(err_position(br), "    '%s' is not an error pointer on one side of this test", name);
}

// the values @ep returns, where it returns an integer
static void check_returns(struct entrypoint *safe ep)
{
	struct symbol *type = ep->name ? function_type(ep->name) : NULL;
	struct basic_block *bb;

	if (!type || !type->ctype.base_type || is_pointer(type->ctype.base_type))
		return;
	FOR_EACH_PTR(ep->bbs, bb) {
		struct instruction *ret = last_instruction(bb->insns);

		if (ret && ret->opcode == OP_RET && ret->src && ret->src != VOID)
			check_returned(ep, ret->src, bb, NULL, ret, 0);
	} END_FOR_EACH_PTR(bb);
}

// a pointer that must not be an error pointer where @insn uses it: what
// it goes through, is stored into a safe place, is given as a parameter
// that must be valid
static void note_roots(struct instruction *safe insn, struct ptrhash *safe roots,
	struct entrypoint *safe ep)
{
	struct position deref;
	pseudo_t root, arg;
	int nr = 0;

	switch (insn->opcode) {
	case OP_LOAD: case OP_STORE:
		if (insn->opcode == OP_STORE && is_safe_store(insn) &&
		    (root = err_root(insn->target)) && !ptrhash_get(roots, root)) {
			ptrhash_put(roots, root, root);
			check_root(ep, root);
		}
		if (insn->src && insn->src->type != PSEUDO_SYM &&
		    (root = err_root(insn->src)) && !ptrhash_get(roots, root)) {
			ptrhash_put(roots, root, root);
			check_root(ep, root);
		}
		break;
	case OP_CALL:
		FOR_EACH_PTR(insn->arguments, arg) {
			nr++;
			if (!arg || arg->type != PSEUDO_REG || !(root = err_root(arg)) ||
			    ptrhash_get(roots, root) || !must_be_valid(insn, nr, &deref))
				continue;
			ptrhash_put(roots, root, root);
			check_root(ep, root);
		} END_FOR_EACH_PTR(arg);
		break;
	}
}

// Does @insn make what may be an error pointer: a call of a function
// that returns one, a cast that makes one?
static bool makes_error(struct instruction *safe insn)
{
	const struct errsummary *s;
	struct instruction *why;

	switch (insn->opcode) {
	case OP_CALL:
		s = err_call_summary(insn);
		return s && s->returns_error;
	case OP_PTRCAST: case OP_UTPTR:
		return insn->target && err_origin(insn->target, &why) != EO_NONE;
	}
	return false;
}

void check_error_pointers(struct entrypoint *safe ep)
{
	static struct ptrhash roots;
	struct basic_block *bb;
	struct instruction *insn;
	bool sources = false, tests = false;
	pseudo_t root;

	err_summarize(ep);
	if (!error_pointer_warnings())
		return;
	// what may make an error pointer, and what tests one: most functions
	// have neither, and are done with after one look at each instruction
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb)
				continue;
			if (insn->opcode == OP_CBR && (root = err_tested(insn->cond))) {
				tests = true;
				if (Werr_is_err)
					check_error_test(insn, root);
			} else if (!sources && makes_error(insn)) {
				sources = true;
			}
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	if (sources && (Werr_deref || Werr_null_test)) {
		FOR_EACH_PTR(ep->bbs, bb) {
			FOR_EACH_PTR(bb->insns, insn) {
				if (insn->bb)
					note_roots(insn, &roots, ep);
			} END_FOR_EACH_PTR(insn);
		} END_FOR_EACH_PTR(bb);
	}
	if (tests && Werr_ptr_err)
		check_returns(ep);
	ptrhash_empty(&roots);
	err_function_done();
}
