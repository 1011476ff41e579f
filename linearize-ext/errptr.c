/*
 * Error pointers: what makes one, what tests one, where one goes, and
 * what the functions of the file return (errptr.h).
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "flow.h"

#include "annotations.h"
#include "errptr.h"
#include "nullsummary.h"
#include "ptrhash.h"

// The error region: the last ERR_SPAN values of the address space.  The
// kernel's is the last 4095 (MAX_ERRNO); any test of a pointer against a
// constant this high is taken for a test of that region.
#define ERR_SPAN	(1ULL << 20)

static bool error_constant(long long v)
{
	return v < 0 && (unsigned long long)-v <= ERR_SPAN;
}

static bool in_error_region(unsigned long long k)
{
	return k >= -ERR_SPAN - 1;
}

// the value @p is a copy of, through casts that keep every bit
static pseudo_t strip_casts_of(pseudo_t p, bool *safe narrowed)
{
	struct instruction *def;
	int depth;

	for (depth = 0; depth < 8 && p; depth++) {
		switch (DEF_OPCODE(def, p)) {
		case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
		case OP_ZEXT: case OP_SEXT: case OP_COPY:
			// a cast of a constant is what is tested
			// ('IS_ERR(ERR_PTR(-E))'), not the constant
			if (!def->src || def->src->type == PSEUDO_VAL)
				return p;
			p = def->src;
			continue;
		case OP_TRUNC:
			// an error's code is in its low bits: PTR_ERR(p)
			// as an int is not 0 where p is an error pointer
			if (def->size < 12)
				return p;
			*narrowed = true;
			p = def->src;
			continue;
		}
		break;
	}
	return p;
}

pseudo_t err_root(pseudo_t p)
{
	struct instruction *def, *sdef;
	int depth;

	for (depth = 0; depth < 8 && p; depth++) {
		switch (DEF_OPCODE(def, p)) {
		case OP_PTRCAST: case OP_COPY:
			// the cast of a constant makes the pointer
			if (!def->src || def->src->type == PSEUDO_VAL)
				return p;
			p = def->src;
			continue;
		case OP_UTPTR:
			// a pointer from an integer made from a pointer
			if (DEF_OPCODE(sdef, def->src) != OP_PTRTU)
				return p;
			p = def->src;
			continue;
		case OP_PTRTU:
			p = def->src;
			continue;
		case OP_ADD: case OP_SUB:
			// '&e->member', container_of(): a pointer and a
			// member's offset, not an index
			if (def->src2 && def->src2->type == PSEUDO_VAL &&
			    def->src2->value >= 0 && def->src2->value < 4096 &&
			    def->src1 && def->src1->type != PSEUDO_VAL) {
				p = def->src1;
				continue;
			}
			return p;
		}
		break;
	}
	return p;
}

static void says_nothing(struct errtest *safe t)
{
	t->err = -1;
	t->null = -1;
	t->compare = false;
	t->not_code = false;
	t->code = 0;
}

// @v, of @bits, as a signed value
static long long code_value(long long v, int bits)
{
	if (bits >= 64)
		return v;
	v &= (1LL << bits) - 1;
	if (v & (1LL << (bits - 1)))
		v -= 1LL << bits;
	return v;
}

// what both of two facts of one side say
static void both(struct errtest *safe t, const struct errtest *safe a,
	const struct errtest *safe b)
{
	t->err = a->err >= 0 ? a->err : b->err;
	t->null = a->null >= 0 ? a->null : b->null;
	t->compare = a->err >= 0 ? a->compare : b->compare;
	t->not_code = a->not_code || b->not_code;
	t->code = a->not_code ? a->code : b->code;
}

static bool branch_says(pseudo_t cond, int truth, pseudo_t safe root,
	struct errtest *safe t, int depth);

// a compare of @x, as unsigned, with @k: its true side is the error
// region (1), outside it (0), or neither (-1)
static int error_compare(int opcode, unsigned long long k)
{
	switch (opcode) {
	case OP_SET_A:
		return in_error_region(k + 1) ? 1 : -1;
	case OP_SET_AE:
		return in_error_region(k) ? 1 : -1;
	case OP_SET_B:
		return in_error_region(k) ? 0 : -1;
	case OP_SET_BE:
		return in_error_region(k + 1) ? 0 : -1;
	}
	return -1;
}

static bool compare_says(struct instruction *safe def, int truth, pseudo_t safe root,
	struct errtest *safe t, int depth)
{
	bool narrowed = false;
	pseudo_t x;
	int side;

	// a test of a value against 0 (of the pointer, or of a condition)
	if ((def->opcode == OP_SET_EQ || def->opcode == OP_SET_NE) &&
	    def->src2 && def->src2->type == PSEUDO_VAL && def->src2->value == 0)
		return branch_says(def->src1, def->opcode == OP_SET_EQ ? !truth : truth,
			root, t, depth + 1);
	if (!def->src2 || def->src2->type != PSEUDO_VAL)
		return false;
	x = strip_casts_of(def->src1, &narrowed);
	if (x != root)
		return false;
	// 'PTR_ERR(p) == -EAGAIN': one error code, or not that one
	if ((def->opcode == OP_SET_EQ || def->opcode == OP_SET_NE) &&
	    error_constant(code_value(def->src2->value, narrowed ? 32 : 64))) {
		if ((def->opcode == OP_SET_EQ) == !!truth) {
			t->err = 1;
			t->null = 0;
		} else {
			t->not_code = true;
			t->code = code_value(def->src2->value, narrowed ? 32 : 64);
		}
		return true;
	}
	if (narrowed)
		return false;
	side = error_compare(def->opcode, def->src2->value);
	if (side < 0)
		return false;
	t->err = side == truth;
	t->compare = true;
	if (t->err)
		t->null = 0;
	return true;
}

static bool may_carry_error(pseudo_t p);

// May an error in @p come along the edge @from -> @to, as far as the
// branches of the blocks before @from that have one way in each tell?
// (A walk is not begun from inside another.)
static bool may_come_by(pseudo_t safe p, struct basic_block *safe from,
	struct basic_block *safe to)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;
	struct basic_block *parent;
	int k;

	if (!err_edge_open(from, to, p, REACH_ERROR))
		return false;
	for (k = 0; k < 4; k++) {
		if ((def && def->bb == from) || ptr_list_size((struct ptr_list *)from->parents) != 1)
			return true;
		parent = first_ptr_list((struct ptr_list *)from->parents);
		if (!parent || !err_edge_open(parent, from, p, REACH_ERROR))
			return parent == NULL;
		from = parent;
	}
	return true;
}

// Is the integer @x not 0 wherever the pointer @p is an error pointer:
// made of it (PTR_ERR()), or, a phi, each of its sources where @p (or
// its source there, @p a phi of the same block) may be one on that way
// in?  The origins are those known already: a walk is not begun from
// inside another.
static bool nonzero_if_error(pseudo_t x, pseudo_t safe p, int depth)
{
	struct instruction *def = x && x->type == PSEUDO_REG ? x->def : NULL;
	struct instruction *pdef = p->type == PSEUDO_REG ? p->def : NULL;
	bool narrowed = false;
	pseudo_t src, ps;

	if (!x || depth > 4)
		return false;
	if (x->type == PSEUDO_VAL)
		return x->value != 0;
	if (strip_casts_of(x, &narrowed) == p)
		return true;
	if (!def || def->opcode != OP_PHI || !def->bb)
		return false;
	FOR_EACH_PTR(def->phi_list, src) {
		struct instruction *phisrc = src->def;

		if (!phisrc || !phisrc->bb || phisrc->opcode != OP_PHISOURCE)
			continue;
		ps = p;
		if (pdef && pdef->opcode == OP_PHI && pdef->bb == def->bb) {
			struct instruction *psrc = phi_source(pdef, phisrc->bb);

			ps = psrc ? psrc->phi_src : NULL;
		}
		if (!ps || !may_carry_error(ps) || !may_come_by(ps, phisrc->bb, def->bb))
			continue;
		ps = err_root(ps);
		if (!ps || !nonzero_if_error(phisrc->phi_src, ps, depth + 1))
			return false;
	} END_FOR_EACH_PTR(src);
	return true;
}

static bool branch_says(pseudo_t cond, int truth, pseudo_t safe root,
	struct errtest *safe t, int depth)
{
	struct errtest a, b;
	struct instruction *def;
	bool narrowed = false;
	pseudo_t x;

	says_nothing(t);
	if (!cond || depth > 4)
		return false;
	x = strip_casts_of(cond, &narrowed);
	if (x == root) {
		// a test against 0: 0 is no error pointer, and not NULL
		// only where every bit was tested
		if (!truth)
			t->err = 0;
		if (!narrowed)
			t->null = !truth;
		return true;
	}
	if (!x || x->type != PSEUDO_REG || !(def = x->def))
		return false;
	switch (def->opcode) {
	case OP_SET_EQ: case OP_SET_NE:
	case OP_SET_A: case OP_SET_AE: case OP_SET_B: case OP_SET_BE:
		return compare_says(def, truth, root, t, depth);
	case OP_OR: case OP_AND:
		// what both operands say, on the side where both are what
		// that side says: the false side of an 'or', the true side
		// of an 'and'
		if ((def->opcode == OP_OR) != !truth)
			return false;
		branch_says(def->src1, truth, root, &a, depth + 1);
		branch_says(def->src2, truth, root, &b, depth + 1);
		both(t, &a, &b);
		return t->err >= 0 || t->null >= 0 || t->not_code;
	case OP_PHI:
		// an error code kept apart: 'err = 0; if (IS_ERR(p)) err =
		// PTR_ERR(p); if (err) goto out;'
		if (!truth && nonzero_if_error(x, root, depth)) {
			t->err = 0;
			return true;
		}
		return false;
	}
	return false;
}

bool err_branch_says(pseudo_t cond, int truth, pseudo_t safe root, struct errtest *safe t)
{
	return branch_says(cond, truth, root, t, 0);
}

pseudo_t err_tested(pseudo_t cond)
{
	struct instruction *def;
	bool narrowed = false;
	pseudo_t x;
	int depth;

	for (depth = 0; depth < 4; depth++) {
		x = strip_casts_of(cond, &narrowed);
		if (!x || x->type != PSEUDO_REG || !(def = x->def))
			return NULL;
		switch (def->opcode) {
		case OP_SET_A: case OP_SET_AE: case OP_SET_B: case OP_SET_BE:
			if (!def->src2 || def->src2->type != PSEUDO_VAL ||
			    error_compare(def->opcode, def->src2->value) < 0)
				return NULL;
			x = strip_casts_of(def->src1, &narrowed);
			return narrowed ? NULL : x;
		case OP_OR:
			// IS_ERR_OR_NULL(): the compare is one of the two
			cond = err_tested(def->src1) ? def->src1 : def->src2;
			continue;
		}
		return NULL;
	}
	return NULL;
}

/*
 * Origins, remembered for the function being looked at.
 */
static struct ptrhash origins;		// pseudo -> origin + 1
static struct ptrhash origin_why;	// pseudo -> why

void err_function_done(void)
{
	ptrhash_empty(&origins);
	ptrhash_empty(&origin_why);
}

static const struct errsummary *callee_summary(struct instruction *safe call);

static enum errorigin join_origin(enum errorigin a, enum errorigin b, bool first)
{
	if (first)
		return b;
	if (a == b)
		return a;
	return EO_MAYBE;
}

static enum errorigin origin_of(pseudo_t p, struct instruction **safe why, int depth);

static unsigned long walk(pseudo_t safe root, struct basic_block *safe from, int what);

// Does an error in @root reach the edge @from -> @to (or, with no @to, the
// block @from): from where @root is made, through no edge that says it
// is not one?
static bool reaches(pseudo_t safe root, struct basic_block *safe from,
	struct basic_block *to)
{
	struct instruction *def = root->type == PSEUDO_REG ? root->def : NULL;
	unsigned long gen;

	if (def && def->bb) {
		gen = walk(root, def->bb, REACH_ERROR);
		if (from->generation != gen)
			return false;
	}
	return !to || err_edge_open(from, to, root, REACH_ERROR);
}

// a phi: what its sources bring along their edges
static enum errorigin phi_origin(struct instruction *safe phi,
	struct instruction **safe why, int depth)
{
	enum errorigin o = EO_NONE, s;
	struct instruction *src_why;
	bool first = true;
	pseudo_t src;

	FOR_EACH_PTR(phi->phi_list, src) {
		struct instruction *phisrc = src->def;
		pseudo_t value, root;

		if (!phisrc || !phisrc->bb || phisrc->opcode != OP_PHISOURCE)
			continue;
		value = phisrc->phi_src;
		src_why = NULL;
		s = origin_of(value, &src_why, depth + 1);
		root = err_root(value);
		// an error tested away on the way in: 'if (IS_ERR(p)) p = NULL;'
		if (s != EO_NONE && root && phi->bb && !reaches(root, phisrc->bb, phi->bb))
			s = EO_NONE;
		if (s != EO_NONE && !*why)
			*why = src_why ? src_why : phisrc;
		o = join_origin(o, s, first);
		first = false;
	} END_FOR_EACH_PTR(src);
	return o;
}

// Is the cast @def made by a helper, an inline function's body or a
// function-like macro's, as ERR_PTR() makes an error pointer?  Written in
// the function itself, '(void *)-1' is a sentinel, and '(void *)(long)n'
// a number kept in a pointer.
static bool by_helper(struct instruction *safe def)
{
	struct entrypoint *ep = def->bb ? def->bb->ep : NULL;

	return def->pos.macro || !ep || in_inlined_body(ep, def);
}

// Is the integer @v computed from a pointer ('(long)p + n'): an address,
// not an error code?
static bool made_of_pointer(pseudo_t v, int depth)
{
	struct instruction *def;

	if (!v || v->type == PSEUDO_SYM)
		return v != NULL;
	if (depth > 4 || v->type != PSEUDO_REG || !(def = v->def))
		return false;
	if (is_pointer(def->type))
		return true;
	switch (def->opcode) {
	case OP_PTRTU:
		return true;
	case OP_ZEXT: case OP_SEXT: case OP_TRUNC: case OP_COPY:
		return made_of_pointer(def->src, depth + 1);
	case OP_ADD: case OP_SUB: case OP_AND: case OP_OR:
		return made_of_pointer(def->src1, depth + 1) ||
		       made_of_pointer(def->src2, depth + 1);
	}
	return false;
}

// @v, chosen by the select @sel where its condition is @truth.  Where the
// choice is cast to a pointer after it (@codes), an error constant chosen
// is an error pointer: sparse moves the cast of 'p ? p : ERR_PTR(-E)'
// after the select, which then chooses the code itself (a choice of
// pointers, 'end = (void *)-1', a sentinel, is not one).
static enum errorigin side_origin(struct instruction *safe sel, int truth, pseudo_t v,
	bool codes, struct instruction **safe why, int depth)
{
	pseudo_t root = err_root(v);
	struct errtest t;
	enum errorigin o;

	*why = NULL;
	o = codes && v && v->type == PSEUDO_VAL && error_constant(v->value) ?
		EO_ALWAYS : origin_of(v, why, depth + 1);
	if (o != EO_NONE && root && err_branch_says(sel->src1, truth, root, &t) && t.err == 0)
		o = EO_NONE;
	// tested away before the select: 'if (IS_ERR(head)) return; h ? h : head'
	if (o != EO_NONE && root && root->type == PSEUDO_REG && sel->bb &&
	    !reaches(root, sel->bb, NULL))
		o = EO_NONE;
	if (o == EO_NONE)
		*why = NULL;
	return o;
}

// Is what @sel chooses cast to a pointer after it?
static bool cast_after(struct instruction *safe sel)
{
	struct pseudo_user *pu;

	if (!sel->target)
		return false;
	FOR_EACH_PTR(sel->target->users, pu) {
		struct instruction *use = pu ? pu->insn : NULL;

		if (use && use->bb && (use->opcode == OP_PTRCAST || use->opcode == OP_UTPTR))
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

// The select @sel: each side as its condition has it ('IS_ERR(p) ? NULL :
// p' is no error pointer).  @codes where it is cast to a pointer after.
static enum errorigin select_origin(struct instruction *safe sel, bool codes,
	struct instruction **safe why, int depth)
{
	struct instruction *awhy, *bwhy;
	enum errorigin a, b;

	a = side_origin(sel, 1, sel->src2, codes, &awhy, depth);
	b = side_origin(sel, 0, sel->src3, codes, &bwhy, depth);
	*why = awhy ? awhy : bwhy ? bwhy : sel;
	return a == EO_NONE && b == EO_NONE ? EO_NONE : join_origin(a, b, false);
}

static enum errorigin def_origin(struct instruction *safe def,
	struct instruction **safe why, int depth)
{
	const struct errsummary *s;
	struct instruction *sdef;
	struct symbol *type;
	pseudo_t src;

	switch (def->opcode) {
	case OP_PTRCAST: case OP_UTPTR:
		src = def->src;
		if (!src)
			return EO_NONE;
		if (src->type == PSEUDO_VAL) {
			*why = def;
			return error_constant(src->value) && by_helper(def) ? EO_ALWAYS : EO_NONE;
		}
		// the type of what is cast: a register's instruction has it
		// (the cast's own orig_type may be the pointer's)
		sdef = src->type == PSEUDO_REG ? src->def : NULL;
		type = sdef ? sdef->type : NULL;
		if (!type || is_pointer(type) || sdef->opcode == OP_PTRTU)
			return origin_of(src, why, depth + 1);
		// a pointer made of a signed integer: '(void *)error'
		if (is_int_type(type) && is_signed_type(type) && by_helper(def) &&
		    !made_of_pointer(src, 0)) {
			*why = def;
			return EO_ALWAYS;
		}
		return EO_NONE;
	case OP_COPY:
		return origin_of(def->src, why, depth + 1);
	case OP_ADD: case OP_SUB:
		src = err_root(def->target);
		return src != def->target ? origin_of(src, why, depth + 1) : EO_NONE;
	case OP_PHI:
		return phi_origin(def, why, depth);
	case OP_SEL:
		return select_origin(def, cast_after(def), why, depth);
	case OP_CALL:
		s = callee_summary(def);
		if (!s || !s->returns_error)
			return EO_NONE;
		*why = def;
		return EO_MAYBE;
	}
	return EO_NONE;
}

static enum errorigin origin_of(pseudo_t p, struct instruction **safe why, int depth)
{
	void *known;
	enum errorigin o;

	*why = NULL;
	// a constant pointer ('(void *)-1', folded as sparse evaluates
	// the cast) is a sentinel: ERR_PTR() is an inline function's cast
	if (!p || p->type == PSEUDO_VAL)
		return EO_NONE;
	if (p->type != PSEUDO_REG || !p->def || depth > 16)
		return EO_NONE;
	known = ptrhash_get(&origins, p);
	if (known) {
		*why = ptrhash_get(&origin_why, p);
		return (enum errorigin)((unsigned long)known - 1);
	}
	// a loop brings back only what came in: nothing, while it is asked
	ptrhash_put(&origins, p, (void *)(unsigned long)(EO_NONE + 1));
	o = def_origin(p->def, why, depth);
	if (o == EO_NONE)
		*why = NULL;
	ptrhash_put(&origins, p, (void *)(unsigned long)(o + 1));
	ptrhash_put(&origin_why, p, *why);
	return o;
}

// What is known already of @p: may it be an error pointer?  (Yes, where
// its origin is not known yet.)
static bool may_carry_error(pseudo_t p)
{
	void *known;

	p = err_root(p);
	if (!p || p->type != PSEUDO_REG)
		return false;
	known = ptrhash_get(&origins, p);
	return !known || (enum errorigin)((unsigned long)known - 1) != EO_NONE;
}

enum errorigin err_origin(pseudo_t p, struct instruction **safe why)
{
	*why = NULL;
	return origin_of(p, why, 0);
}

/*
 * The walks.
 */

// Is @code the one error code that @root, what a function of the file
// returned, can be?
static bool only_code(pseudo_t safe root, long long code)
{
	const struct errsummary *s;

	if (root->type != PSEUDO_REG || !root->def || root->def->opcode != OP_CALL)
		return false;
	s = callee_summary(root->def);
	return s && s->nr_codes == 1 && s->codes[0] == code;
}
bool err_edge_open(struct basic_block *safe from, struct basic_block *safe to,
	pseudo_t safe root, int what)
{
	struct instruction *br = last_instruction(from->insns);
	struct errtest t;

	if (!br || br->opcode != OP_CBR || br->bb_true == br->bb_false)
		return true;
	if (!err_branch_says(br->cond, to == br->bb_true, root, &t))
		return true;
	if ((what & REACH_ERROR) && t.err == 0)
		return false;
	if ((what & REACH_ERROR) && t.not_code && only_code(root, t.code))
		return false;
	if ((what & REACH_IS_ERR) && t.err == 0 && t.compare)
		return false;
	if ((what & REACH_NULL) && t.null == 0)
		return false;
	return true;
}

unsigned long err_walk(pseudo_t safe root, struct basic_block *safe from,
	struct basic_block *to, int what,
	bool (*visit)(struct basic_block *safe bb, void *data), void *data)
{
	struct basic_block **stack;
	struct basic_block *bb, *child;
	unsigned long gen = ++bb_generation;
	int nr = 0, max = 64;

	stack = malloc(max * sizeof(*stack));
	if (!stack)
		die("out of memory");
	if (to) {
		if (!err_edge_open(from, to, root, what)) {
			free(stack);
			return gen;
		}
		from = to;
	}
	from->generation = gen;
	stack[nr++] = from;
	while (nr) {
		bb = stack[--nr];
		if (!bb || (visit && visit(bb, data)))
			continue;
		FOR_EACH_PTR(bb->children, child) {
			if (child->generation == gen || !err_edge_open(bb, child, root, what))
				continue;
			child->generation = gen;
			if (nr == max) {
				max *= 2;
				stack = realloc(stack, max * sizeof(*stack));
				if (!stack)
					die("out of memory");
			}
			stack[nr++] = child;
		} END_FOR_EACH_PTR(child);
	}
	free(stack);
	return gen;
}

static unsigned long walk(pseudo_t safe root, struct basic_block *safe from, int what)
{
	return err_walk(root, from, NULL, what, NULL, NULL);
}

/*
 * Summaries.
 */
struct position err_position(struct instruction *safe insn)
{
	struct basic_block *bb = insn->bb;
	struct entrypoint *ep = bb ? bb->ep : NULL;
	struct instruction *other, *before = NULL, *after = NULL;
	bool seen = false;

	if (!bb || !ep || !in_inlined_body(ep, insn))
		return insn->pos;
	FOR_EACH_PTR(bb->insns, other) {
		if (other == insn) {
			seen = true;
			continue;
		}
		if (other->opcode != OP_INLINED_CALL || in_inlined_body(ep, other))
			continue;
		if (!seen)
			before = other;
		else if (!after)
			after = other;
	} END_FOR_EACH_PTR(other);
	if (before)
		return before->pos;
	return after ? after->pos : insn->pos;
}

static struct ptrhash summaries;	// function -> struct errsummary

static struct errsummary *new_summary(void)
{
	struct errsummary *s = calloc(1, sizeof(*s));

	if (!s)
		die("out of memory");
	return s;
}

// What another file's function that @call calls returns, as the summary
// database has it (nullsummary.h): NULL where it has no row, or returns no
// error pointer.  Made once for each such summary.
static struct errsummary *program_summary(struct instruction *safe call)
{
	static struct ptrhash made;		// its summary -> ours
	struct summary *ns = summary_of(call);
	struct errsummary *s;

	if (!ns || ns->file || !ns->errors)
		return NULL;
	s = ptrhash_get(&made, ns);
	if (s)
		return s;
	s = new_summary();
	s->returns_error = true;
	s->never_null = ns->errors == 1;
	s->may_be_null = !s->never_null;
	s->nr_codes = ns->has_error_code ? 1 : -1;
	s->codes[0] = ns->error_code;
	s->pos = ns->error_pos;
	ptrhash_put(&made, ns, s);
	return s;
}

// What @call calls returns: the summary of a function of the file; of
// one declared err_ptr, what the declaration says (made once): error
// pointers, and NULL only where its result is declared _Nullable too;
// of another file's, what the summary database has.
static const struct errsummary *callee_summary(struct instruction *safe call)
{
	pseudo_t fn = call->func;
	struct symbol *sym, *key;
	struct errsummary *s;

	if (!fn || fn->type != PSEUDO_SYM || !(sym = fn->sym))
		return NULL;
	key = sym->definition ? sym->definition : sym;
	s = ptrhash_get(&summaries, key);
	if (s)
		return s;
	if (!returns_err_ptr(sym))
		return sym->definition ? NULL : program_summary(call);
	s = new_summary();
	s->returns_error = true;
	s->never_null = !is_nullable_return(sym);
	s->may_be_null = !s->never_null;
	s->nr_codes = -1;
	s->declared = true;
	ptrhash_put(&summaries, key, s);
	return s;
}

const struct errsummary *err_summary(struct symbol *safe fn)
{
	return ptrhash_get(&summaries, fn);
}

const struct errsummary *err_call_summary(struct instruction *safe call)
{
	return callee_summary(call);
}

// Is the value @v, returned along the edge @from -> @to, not NULL there:
// an address, what a function that never returns NULL returned, an error
// pointer, or a pointer that every way to the edge found not NULL?
static bool returned_nonnull(pseudo_t v, struct basic_block *safe from,
	struct basic_block *safe to, int depth);

// @v, chosen where @cond is @truth, returned along @from -> @to
static bool side_nonnull(pseudo_t cond, int truth, pseudo_t v, struct basic_block *safe from,
	struct basic_block *safe to, int depth)
{
	pseudo_t root = err_root(v);
	struct errtest t;

	if (root && err_branch_says(cond, truth, root, &t) && (t.null == 0 || t.err == 1))
		return true;
	return v && returned_nonnull(v, from, to, depth + 1);
}

static bool returned_nonnull(pseudo_t v, struct basic_block *safe from,
	struct basic_block *safe to, int depth)
{
	struct instruction *why, *def;
	pseudo_t root = err_root(v);
	unsigned long gen;

	if (!root || root->type == PSEUDO_SYM)
		return root != NULL;
	if (DEF_OPCODE(def, root) == OP_SEL && depth < 4)
		return side_nonnull(def->src1, 1, def->src2, from, to, depth) &&
		       side_nonnull(def->src1, 0, def->src3, from, to, depth);
	if (root->type == PSEUDO_VAL)
		return root->value != 0;
	if (err_origin(v, &why) == EO_ALWAYS)
		return true;
	def = root->type == PSEUDO_REG ? root->def : NULL;
	if (def && def->opcode == OP_CALL && summary_result(def) == NV_NONNULL)
		return true;
	if (def && def->opcode == OP_CALL && def->func && def->func->type == PSEUDO_SYM &&
	    is_safe_return(def->func->sym))
		return true;
	if (!def || !def->bb)
		return false;
	gen = walk(root, def->bb, REACH_NULL);
	return from->generation != gen || !err_edge_open(from, to, root, REACH_NULL);
}

static void add_code(struct errsummary *safe s, long long code)
{
	int i;

	for (i = 0; i < s->nr_codes; i++) {
		if (s->codes[i] == code)
			return;
	}
	if (s->nr_codes < 0 || s->nr_codes == ERR_CODES)
		s->nr_codes = -1;
	else
		s->codes[s->nr_codes++] = code;
}

// the error codes that @v, an error pointer made by @why, may hold
static void add_codes(struct errsummary *safe s, pseudo_t v, struct instruction *why)
{
	const struct errsummary *callee;
	pseudo_t src = why && (why->opcode == OP_PTRCAST || why->opcode == OP_UTPTR) ? why->src : v;
	int i;

	if (src && src->type == PSEUDO_VAL && error_constant(src->value)) {
		add_code(s, src->value);
		return;
	}
	callee = why && why->opcode == OP_CALL ? callee_summary(why) : NULL;
	if (!callee || callee->nr_codes < 0) {
		s->nr_codes = -1;
		return;
	}
	for (i = 0; i < callee->nr_codes; i++)
		add_code(s, callee->codes[i]);
}

static bool nonnull_round;

// one value returned along the edge @from -> @to (@to NULL: returned by
// @from's own OP_RET)
static void summarize_return(struct errsummary *safe s, pseudo_t v,
	struct basic_block *safe from, struct basic_block *to, struct instruction *safe where)
{
	struct instruction *why;
	enum errorigin o;
	pseudo_t root;

	if (!v || v == VOID)
		return;
	if (v->type == PSEUDO_VAL && v->value == 0) {
		s->may_be_null = true;
		s->never_null = false;
		return;
	}
	o = err_origin(v, &why);
	root = err_root(v);
	if (o != EO_NONE && root && !reaches(root, from, to))
		o = EO_NONE;
	// the second round, for a function that returns error pointers:
	// is each other value returned not NULL?
	if (nonnull_round) {
		if (s->never_null && o != EO_ALWAYS && !returned_nonnull(v, from, to ? to : from, 0))
			s->never_null = false;
		return;
	}
	if (o != EO_NONE)
		add_codes(s, v, why);
	if (o != EO_NONE && !s->returns_error) {
		s->returns_error = true;
		// where the error is made, where this function makes it
		if (why && why->opcode != OP_CALL && why->bb && why->bb->ep == from->ep)
			where = why;
		s->pos = err_position(where);
	}
}

// what the OP_RET @ret returns: the sources of its phi, each along its
// edge, or its value
static void summarize_ret(struct errsummary *safe s, struct instruction *safe ret)
{
	struct instruction *def;
	pseudo_t src;

	if (DEF_OPCODE(def, ret->src) == OP_PHI && def->bb == ret->bb) {
		FOR_EACH_PTR(def->phi_list, src) {
			struct instruction *phisrc = src->def;

			if (phisrc && phisrc->bb && phisrc->opcode == OP_PHISOURCE && ret->bb)
				summarize_return(s, phisrc->phi_src, phisrc->bb, ret->bb, phisrc);
		} END_FOR_EACH_PTR(src);
	} else if (ret->bb) {
		summarize_return(s, ret->src, ret->bb, NULL, ret);
	}
}

// each return of @ep into @s, in the round @nonnull (where only what is
// not NULL is asked)
static void summarize_rets(struct entrypoint *safe ep, struct errsummary *safe s, bool nonnull)
{
	struct basic_block *bb;

	nonnull_round = nonnull;
	FOR_EACH_PTR(ep->bbs, bb) {
		struct instruction *last = last_instruction(bb->insns);

		if (last && last->opcode == OP_RET && last->src)
			summarize_ret(s, last);
	} END_FOR_EACH_PTR(bb);
	nonnull_round = false;
}

void err_summarize(struct entrypoint *safe ep)
{
	struct symbol *fn = ep->name, *type = fn ? function_type(fn) : NULL;
	struct errsummary *s;

	if (!fn || !type || !is_pointer(type->ctype.base_type))
		return;
	s = ptrhash_get(&summaries, fn);
	if (!s) {
		s = new_summary();
		ptrhash_put(&summaries, fn, s);
	}
	memset(s, 0, sizeof(*s));
	// first what it returns of error pointers and NULL constants; then,
	// for one that returns error pointers, whether it never returns NULL
	summarize_rets(ep, s, false);
	s->never_null = s->returns_error && !s->may_be_null;
	if (s->never_null)
		summarize_rets(ep, s, true);
	err_function_done();
}
