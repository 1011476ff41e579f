/*
 * Feasible paths: whether a branch may have to do with the NULL
 * (independent()): what it tests, made of the pointer, of a call given it
 * or made again, of memory it was loaded from or that the path tested
 * before.  See paths.h and paths-known.h.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "flow.h"
#include "symbol.h"

#include "annotations.h"
#include "nullstate.h"
#include "paths-known.h"

bool answered_before(struct walk *safe w, struct instruction *safe call)
{
	pseudo_t first = first_pseudo(call->arguments);
	struct pseudo_user *pu;
	long long v;

	if (!first || first->type == PSEUDO_VAL)
		return false;
	FOR_EACH_PTR(first->users, pu) {
		struct instruction *other = pu ? pu->insn : NULL;

		if (other && other != call && other->bb && other->opcode == OP_CALL &&
		    other->func == call->func && same_arguments(call, other) &&
		    other->target && eval(w, other->target, &v, 0) == VAL_NONZERO)
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

// is @a where a pointer at the use was loaded from ('c' of 'c->owner'):
// a call given it may test that pointer, a load from it may be a flag
// kept with it
static bool holds_root(struct walk *safe w, pseudo_t a)
{
	int i;

	for (i = 0; a && i < w->nr_roots; i++) {
		pseudo_t r = w->roots[i];
		struct instruction *def = r && r->type == PSEUDO_REG ? r->def : NULL;

		if (def && def->opcode == OP_LOAD && def->src == a)
			return true;
	}
	return false;
}

// Has the path said something of another load of what @load loads (the
// same address, offset and size: 'if (d->type == T) a = ...; ... switch
// (d->type)')?  The same test again, which goes with the first.
static bool tested_before(struct walk *safe w, struct instruction *safe load)
{
	int i;

	if (!may_be_loaded_again(w, load))
		return false;
	for (i = 0; i < w->nr_known; i++) {
		struct known *k = &w->known[i];
		struct instruction *other = k->key->type == PSEUDO_REG ? k->key->def : NULL;

		if (k->kind != KNOWN_UNSET && !k->pending && other && same_load(other, load))
			return true;
	}
	return false;
}

static int free_visits;			// what independent() may look at

static bool free_of(struct walk *safe w, pseudo_t c, int depth)
{
	struct instruction *def;
	struct known *k;
	pseudo_t arg, x, y;
	long long v;

	// what the path decides is no question ('not 0' is not decided)
	if (!c || eval(w, c, &v, 0) == VAL_CONSTANT)
		return true;
	// the pointer itself, or what holds its NULL
	if (is_pointer_pseudo(w->why->bb ? w->why->bb->ep : NULL, c) &&
	    null_kind(w, c, 0) != KNOWN_OTHER)
		return false;
	def = c->type == PSEUDO_REG ? c->def : NULL;
	// (a web of phis past the bound: taken as independent)
	if (!def || depth > 6 || --free_visits < 0)
		return true;
	// a phi: what the source the path gave it holds
	k = find_known(w, c, false);
	if (k && k->kind == KNOWN_FROM)
		return free_of(w, (pseudo_t)(unsigned long)k->value, depth + 1);
	switch (def->opcode) {
	case OP_SEL:
		return free_of(w, def->src1, depth + 1) &&
		       free_of(w, def->src2, depth + 1) &&
		       free_of(w, def->src3, depth + 1);
	case OP_CALL:
		// a predicate asked again, or given the pointer or what
		// holds it
		if (called_again(def))
			return false;
		FOR_EACH_PTR(def->arguments, arg) {
			if (arg && (holds_root(w, arg) || !free_of(w, arg, depth + 1)))
				return false;
		} END_FOR_EACH_PTR(arg);
		return true;
	case OP_LOAD:
		return !holds_root(w, def->src) && !tested_before(w, def) &&
		       free_of(w, def->src, depth + 1);
	case OP_PHI:
		FOR_EACH_PTR(def->phi_list, arg) {
			struct instruction *src = arg && arg != VOID ? arg->def : NULL;

			if (src && src->phi_src && !free_of(w, src->phi_src, depth + 1))
				return false;
		} END_FOR_EACH_PTR(arg);
		return true;
	case OP_SET_EQ: case OP_SET_NE: case OP_SET_LT: case OP_SET_LE:
	case OP_SET_GT: case OP_SET_GE: case OP_SET_B: case OP_SET_BE:
	case OP_SET_A: case OP_SET_AE:
		// a pointer against itself plus an offset: the offsets'
		// comparison ('it != end' of 'it = v', 'end = v + n')
		if (same_base(w, def->src1, def->src2, &x, &y))
			return (!x || free_of(w, x, depth + 1)) && (!y || free_of(w, y, depth + 1));
		/* fall through */
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_AND: case OP_OR:
	case OP_XOR: case OP_SHL: case OP_LSR: case OP_ASR:
		return free_of(w, def->src1, depth + 1) &&
		       free_of(w, def->src2, depth + 1);
	case OP_NOT: case OP_NEG: case OP_ZEXT: case OP_SEXT: case OP_TRUNC:
	case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
		return free_of(w, def->src, depth + 1);
	}
	return true;
}

bool independent(struct walk *safe w, pseudo_t c, int depth)
{
	free_visits = FREE_VISITS;
	return free_of(w, c, depth);
}
