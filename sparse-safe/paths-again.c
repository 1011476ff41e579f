/*
 * Feasible paths: what is the same again in the IR (a call made again with
 * the same arguments, memory loaded again, a test made again of the value
 * a phi takes), which what a path knows reads
 * (paths-known.c) and what may go with the NULL (paths-free.c).  See
 * paths.h and paths-known.h.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "flow.h"
#include "symbol.h"

#include "annotations.h"
#include "library.h"
#include "nullstate.h"
#include "ptrhash.h"
#include "paths-known.h"

// the load of a global pointer variable that @p is, or NULL
struct instruction *global_load(pseudo_t p)
{
	struct instruction *def = p && p->type == PSEUDO_REG ? p->def : NULL;

	return def && def->opcode == OP_LOAD && def->src && def->src->type == PSEUDO_SYM ?
	       def : NULL;
}

// Do @a and @b hold the same address: one pseudo, or the value of one
// global variable loaded twice ('hdr->image' tested, and 'hdr->image'
// read again after stores elsewhere, 'hdr' loaded again)?
bool same_address(pseudo_t a, pseudo_t b)
{
	struct instruction *da, *db;

	if (a == b)
		return true;
	da = global_load(a);
	db = global_load(b);
	return da && db && da->src == db->src && da->offset == db->offset && da->size == db->size;
}

// do @a and @b load the same memory: the same address, offset and size?
bool same_load(struct instruction *safe a, struct instruction *safe b)
{
	return a != b && a->opcode == OP_LOAD && b->opcode == OP_LOAD &&
	       same_address(a->src, b->src) && a->offset == b->offset && a->size == b->size;
}

// is @insn 'x & K', K a constant, of more than one bit of width (a mask)?
bool masked(struct instruction *safe insn)
{
	return insn->opcode == OP_AND && insn->size > 1 && insn->src2 &&
	       insn->src2->type == PSEUDO_VAL;
}

// the compiler's counts of bits, each a number not below 0
static const char *safe const bit_counts[] = {
	"__builtin_ctz", "__builtin_ctzl", "__builtin_ctzll",
	"__builtin_clz", "__builtin_clzl", "__builtin_clzll",
	"__builtin_popcount", "__builtin_popcountl", "__builtin_popcountll",
	"__builtin_ffs", "__builtin_ffsl", "__builtin_ffsll",
};

// Is the integer @p, by how it is computed, never below 0: a constant not
// below 0, a value made wider with zeros, a value not below 0 made wider
// or shifted right, a value masked by a constant not below 0, a logical
// shift right by a constant above 0, or the compiler's count of bits?
static bool not_negative(pseudo_t p, int depth)
{
	struct instruction *def;
	const char *name;
	unsigned int i;

	if (!p || depth > 4)
		return false;
	if (p->type == PSEUDO_VAL)
		return p->value >= 0;
	if (p->type != PSEUDO_REG || !(def = p->def))
		return false;
	switch (def->opcode) {
	case OP_ZEXT:
		return true;
	case OP_SEXT: case OP_COPY:
		return not_negative(def->src, depth + 1);
	case OP_ASR:
		return not_negative(def->src1, depth + 1);
	case OP_LSR:
		return def->src2 && def->src2->type == PSEUDO_VAL && def->src2->value > 0;
	case OP_AND:
		return (def->src2 && def->src2->type == PSEUDO_VAL && def->src2->value >= 0 &&
			def->size < 64 && !(def->src2->value >> (def->size - 1))) ||
		       not_negative(def->src1, depth + 1);
	case OP_CALL:
		if (!def->func || def->func->type != PSEUDO_SYM || !def->func->sym ||
		    !def->func->sym->ident)
			return false;
		name = show_ident(def->func->sym->ident);
		for (i = 0; i < ARRAY_SIZE(bit_counts); i++)
			if (!strcmp(name, bit_counts[i]))
				return true;
		return false;
	}
	return false;
}

// the order of the block that defines @p, or -1 (an argument, a constant)
static int defined_at(struct nullstate *safe ns, pseudo_t safe p)
{
	return p->type == PSEUDO_REG && p->def && p->def->bb ? nullstate_order(ns, p->def->bb) : -1;
}

#define AHEAD_PHIS	6			// phis ahead_of() assumes ahead

// Is the pointer @p ahead of @root plus @k: @root plus a constant above
// @k, through casts ('ir = ip + 4' of 'ip', made 'ip0 + 5' of 'ip = ip0 +
// 1'), a value ahead plus one not below 0, or a phi of values ahead,
// where a phi that the question's own phis (@phis, @nr of them) give is
// taken as ahead: each holds, on a loop's first pass, what comes from
// outside, ahead, and the loop only adds to it what is not below 0.
static bool ahead_of(struct nullstate *safe ns, pseudo_t p, pseudo_t safe root, long long k,
	pseudo_t *safe phis, int nr, int depth)
{
	struct instruction *def;
	long long off;
	pseudo_t src;
	int i;

	if (offset_of(p, &off) == root && off > k)
		return true;
	while (p && p->type == PSEUDO_REG && (def = p->def) &&
	       (def->opcode == OP_PTRCAST || def->opcode == OP_COPY))
		p = def->src;
	if (!p || p->type != PSEUDO_REG || !(def = p->def) || depth > 8)
		return false;
	switch (def->opcode) {
	case OP_ADD:
		return (not_negative(def->src2, 0) && ahead_of(ns, def->src1, root, k, phis, nr, depth + 1)) ||
		       (not_negative(def->src1, 0) && ahead_of(ns, def->src2, root, k, phis, nr, depth + 1));
	case OP_PHI:
		for (i = 0; i < nr; i++)
			if (phis[i] == p)
				return true;
		// (@root the same value on each pass: made before the phi's
		// block, so in none of the loops that block heads)
		if (nr >= AHEAD_PHIS || !def->bb || nullstate_order(ns, def->bb) <= defined_at(ns, root))
			return false;
		phis[nr] = p;
		FOR_EACH_PTR(def->phi_list, src) {
			struct instruction *ps = src && src != VOID ? src->def : NULL;

			if (!ps || !ps->phi_src ||
			    !ahead_of(ns, ps->phi_src, root, k, phis, nr + 1, depth + 1))
				return false;
		} END_FOR_EACH_PTR(src);
		return true;
	}
	return false;
}

static struct ptrhash ahead;			// difference_ahead()'s answers,
						// ... as 1 or 2, this solve's

bool difference_ahead(struct nullstate *safe ns, pseudo_t p)
{
	struct instruction *def = p && p->type == PSEUDO_REG ? p->def : NULL;
	pseudo_t phis[AHEAD_PHIS], root;
	unsigned long known;
	long long k;
	bool yes;

	// (of pointers, which no object lets wrap round: an integer may)
	if (!def || def->opcode != OP_SUB || !def->src1 || !def->src2 ||
	    def->src1->type != PSEUDO_REG || !def->src1->def ||
	    (def->src1->def->opcode != OP_PHI && def->src1->def->opcode != OP_ADD) ||
	    !is_ptr_type(def->src1->def->type))
		return false;
	if ((known = (unsigned long)ptrhash_get(&ahead, def)))
		return known == 2;
	root = offset_of(def->src2, &k);
	yes = root && ahead_of(ns, def->src1, root, k, phis, 0, 0);
	ptrhash_put(&ahead, def, (void *)(yes ? 2UL : 1UL));
	return yes;
}

// do the calls @a and @b pass the same arguments?
bool same_arguments(struct instruction *safe a, struct instruction *safe b)
{
	pseudo_t x, y;
	bool same = true;

	if (ptr_list_size((struct ptr_list *)a->arguments) !=
	    ptr_list_size((struct ptr_list *)b->arguments))
		return false;
	PREPARE_PTR_LIST(b->arguments, y);
	FOR_EACH_PTR(a->arguments, x) {
		if (x != y)
			same = false;
		NEXT_PTR_LIST(y);
	} END_FOR_EACH_PTR(x);
	FINISH_PTR_LIST(y);
	return same;
}

// called_again()'s answers, for the solve numbered @again_serial: the
// call's entry holds 1 where it is not, 2 where it is (a global given to
// many calls has many users to look through, at each question)
static struct ptrhash again;
static unsigned long again_serial;

void again_solve(unsigned long serial)
{
	if (serial != again_serial) {
		ptrhash_clear(&again);
		ptrhash_clear(&ahead);
		again_serial = serial;
	}
}

// Is the function that @call calls called again with the same arguments
// (a predicate asked twice: 'if (is_ns(f)) ns = get(f); ... if (is_ns(f))
// use(ns)')?  Its answers go together.
bool called_again(struct instruction *safe call)
{
	pseudo_t first = first_pseudo(call->arguments);
	struct pseudo_user *pu;
	unsigned long known;
	bool yes = false;

	if (!first || first->type == PSEUDO_VAL)
		return false;
	known = (unsigned long)ptrhash_get(&again, call);
	if (known)
		return known == 2;
	FOR_EACH_PTR(first->users, pu) {
		struct instruction *other = pu ? pu->insn : NULL;

		if (other && other != call && other->bb && other->opcode == OP_CALL &&
		    other->func == call->func && same_arguments(call, other)) {
			yes = true;
			break;
		}
	} END_FOR_EACH_PTR(pu);
	ptrhash_put(&again, call, (void *)(yes ? 2UL : 1UL));
	return yes;
}

static bool loaded_again(struct instruction *safe load);

// is @p used by more than the one test, or the result of a call made
// again with the same arguments: can what a test says of it tell
// something later?
bool used_again(pseudo_t safe p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;

	return ptr_list_size((struct ptr_list *)p->users) > 1 ||
	       (def && def->opcode == OP_CALL && called_again(def)) ||
	       (def && def->opcode == OP_LOAD && loaded_again(def)) ||
	       (def && masked(def));
}

// Is what @load loads loaded again elsewhere (the same address, offset
// and size)?
// (@load's address is @address, or one that holds the same: the users
// of each are looked at)
static bool loaded_through(struct instruction *safe load, pseudo_t safe address)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(address->users, pu) {
		struct instruction *other = pu ? pu->insn : NULL;

		if (other && other->bb && same_load(other, load))
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

static bool loaded_again(struct instruction *safe load)
{
	struct instruction *base = global_load(load->src);
	struct pseudo_user *pu;

	if (!load->src || load->src->type == PSEUDO_VAL)
		return false;
	if (loaded_through(load, load->src))
		return true;
	// the global variable loaded again, and the same field loaded from it
	FOR_EACH_PTR(base && base->src ? base->src->users : NULL, pu) {
		struct instruction *other = pu ? pu->insn : NULL;

		if (other && other != base && other->bb && other->target &&
		    same_address(other->target, load->src) && loaded_through(load, other->target))
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

pseudo_t offset_of(pseudo_t p, long long *safe off)
{
	int i;

	*off = 0;
	for (i = 0; i < BASE_STEPS && p && p->type == PSEUDO_REG && p->def; i++) {
		struct instruction *def = p->def;

		switch (def->opcode) {
		case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU: case OP_COPY:
			p = def->src;
			continue;
		case OP_ADD: case OP_SUB:
			if (!def->src2 || def->src2->type != PSEUDO_VAL)
				return p;
			*off += def->opcode == OP_ADD ? def->src2->value : -def->src2->value;
			p = def->src1;
			continue;
		}
		return p;
	}
	return p;
}

bool same_memory(struct instruction *safe a, struct instruction *safe b)
{
	long long oa, ob;

	return same_load(a, b) ||
	       (a->opcode == OP_LOAD && b->opcode == OP_LOAD && a->size == b->size &&
		a->src && b->src && offset_of(a->src, &oa) == offset_of(b->src, &ob) &&
		oa + a->offset == ob + b->offset);
}

// Is what @load loads loaded again, through its address as written or
// another form of it (a volatile access casts the address it reads)?
static bool reloaded(struct instruction *safe load)
{
	long long off;
	pseudo_t base = load->src ? offset_of(load->src, &off) : NULL;
	struct pseudo_user *pu, *cu;

	FOR_EACH_PTR(base ? base->users : NULL, pu) {
		struct instruction *u = pu ? pu->insn : NULL;

		if (!u || !u->bb || u == load)
			continue;
		if (same_memory(u, load))
			return true;
		if (u->opcode != OP_PTRCAST || !u->target || u->target == load->src)
			continue;
		FOR_EACH_PTR(u->target->users, cu) {
			if (cu && cu->insn && cu->insn->bb && cu->insn != load &&
			    same_memory(cu->insn, load))
				return true;
		} END_FOR_EACH_PTR(cu);
	} END_FOR_EACH_PTR(pu);
	return false;
}

bool compares_head_again(struct instruction *safe cmp)
{
	pseudo_t a = cmp->src1, b = cmp->src2, t;
	struct instruction *load;

	if ((cmp->opcode != OP_SET_EQ && cmp->opcode != OP_SET_NE) || !a || !b)
		return false;
	if (a->type == PSEUDO_SYM || a->type == PSEUDO_ARG)
		t = a, a = b, b = t;
	load = a->type == PSEUDO_REG ? a->def : NULL;
	return (b->type == PSEUDO_SYM || b->type == PSEUDO_ARG) && load &&
	       load->opcode == OP_LOAD && (used_again(a) || reloaded(load));
}

#define PHI_CHAIN	4			// steps from a phi, at most, that
						// ... phi_computed_from() follows

// Where @insn computes from one value and constants only (a cast, a
// negation, an operation or a comparison with a constant): that value,
// else NULL.
static pseudo_t varying(struct instruction *safe insn)
{
	switch (insn->opcode) {
	case OP_UNOP ... OP_UNOP_END:
		return insn->src;
	case OP_BINARY ... OP_BINARY_END:
	case OP_BINCMP ... OP_BINCMP_END:
		if (insn->src2 && insn->src2->type == PSEUDO_VAL)
			return insn->src1;
		if (insn->src1 && insn->src1->type == PSEUDO_VAL)
			return insn->src2;
	}
	return NULL;
}

struct instruction *phi_computed_from(pseudo_t safe c)
{
	struct instruction *def = c->type == PSEUDO_REG ? c->def : NULL;
	int n;

	for (n = 0; n < PHI_CHAIN && def && def->bb; n++) {
		pseudo_t y = varying(def);

		if (!y || y->type != PSEUDO_REG || !(def = y->def) || !def->bb)
			return NULL;
		if (def->opcode == OP_PHI)
			return def;
	}
	return NULL;
}

// Does @u compute from @x what @model computes from its varying value?
static bool same_step(struct instruction *safe u, struct instruction *safe model, pseudo_t x)
{
	pseudo_t y = varying(model), k, uk;

	if (!u->bb || u->opcode != model->opcode || u->size != model->size ||
	    !u->target || !y || varying(u) != x)
		return false;
	if (model->opcode >= OP_UNOP && model->opcode <= OP_UNOP_END)
		return !u->orig_type || !model->orig_type ||
		       u->orig_type->bit_size == model->orig_type->bit_size;
	// the same constant, on the same side
	k = model->src1 == y ? model->src2 : model->src1;
	uk = u->src1 == x ? u->src2 : u->src1;
	return k && uk && (model->src1 == y) == (u->src1 == x) && k->value == uk->value;
}

pseudo_t computed_again(pseudo_t safe c, pseudo_t safe from, pseudo_t safe src)
{
	struct instruction *def = c->type == PSEUDO_REG ? c->def : NULL;
	pseudo_t y = def && def->bb ? varying(def) : NULL, base;
	struct pseudo_user *pu;

	if (c == from)
		return src;
	if (!def || !y || !(base = computed_again(y, from, src)))
		return NULL;
	FOR_EACH_PTR(base->users, pu) {
		if (pu->insn && same_step(pu->insn, def, base))
			return pu->insn->target;
	} END_FOR_EACH_PTR(pu);
	return NULL;
}

pseudo_t cast_of(pseudo_t safe p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;

	if (!def || (def->opcode != OP_ZEXT && def->opcode != OP_SEXT &&
		     def->opcode != OP_TRUNC))
		return NULL;
	return def->src;
}

// Is @p a parameter, or an address computed from one without a load?
// It was made before the function's local variables were, and points to
// none of them.
static bool from_param(pseudo_t p)
{
	long long off;

	p = p ? offset_of(p, &off) : NULL;
	return p && p->type == PSEUDO_ARG;
}

// is @p the address of a variable local to the function (not static)?
static bool local_variable(pseudo_t p)
{
	struct symbol *sym = p && p->type == PSEUDO_SYM ? p->sym : NULL;

	return sym && !(sym->ctype.modifiers & (MOD_NONLOCAL | MOD_STATIC));
}

// is every use of the address @p, or of one computed from it (to @depth),
// a load or a store through it?
static bool only_accessed(pseudo_t safe p, int depth)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(p->users, pu) {
		struct instruction *u = pu ? pu->insn : NULL;

		if (!u || !u->bb)
			continue;
		if ((u->opcode == OP_LOAD || u->opcode == OP_STORE) && u->src == p &&
		    (u->opcode == OP_LOAD || u->target != p))
			continue;
		if (u->opcode == OP_ADD && depth < 2 && u->target && only_accessed(u->target, depth + 1))
			continue;
		return false;
	} END_FOR_EACH_PTR(pu);
	return true;
}

bool unescaped_local(pseudo_t p)
{
	return p && local_variable(p) && only_accessed(p, 0);
}

bool may_change(struct instruction *safe st, struct instruction *safe load)
{
	pseudo_t a = st->src, b = load->src;
	long long off;

	if (!a || !b)
		return true;
	if ((from_param(a) && local_variable(offset_of(b, &off))) ||
	    (from_param(b) && local_variable(offset_of(a, &off))))
		return false;
	if (same_address(a, b))
		return st->offset < load->offset + (long long)(load->size / 8) &&
		       load->offset < st->offset + (long long)(st->size / 8);
	return !(a->type == PSEUDO_SYM && b->type == PSEUDO_SYM);
}

bool call_may_change(struct instruction *safe call)
{
	struct symbol *node = first_ptr_list((struct ptr_list *)call->fntypes);
	struct symbol *fn = node, *arg;

	if (call->func && call->func->type != PSEUDO_SYM)
		return true;
	if (!node || !library_allocator_name(node) || !is_allocator(node) || defined_in_file(node))
		return true;
	while (fn && fn->type == SYM_NODE)
		fn = fn->ctype.base_type;
	if (!fn || fn->type != SYM_FN)
		return true;
	FOR_EACH_PTR(fn->arguments, arg) {
		struct symbol *type = arg ? arg->ctype.base_type : NULL;

		while (type && type->type == SYM_NODE)
			type = type->ctype.base_type;
		if (type && type->type == SYM_PTR && !(type->ctype.modifiers & MOD_CONST))
			return true;
	} END_FOR_EACH_PTR(arg);
	return false;
}

// Is @p, on the way round a loop to the phi @self, @self itself, or it
// plus a positive constant ('chunks++'), or a phi of such values?
static bool grows_from(pseudo_t p, pseudo_t safe self, int depth)
{
	struct instruction *def = p && p->type == PSEUDO_REG ? p->def : NULL;
	pseudo_t src;

	if (p == self)
		return true;
	if (!def || depth > 4)
		return false;
	switch (def->opcode) {
	case OP_ADD:
		return (grows_from(def->src1, self, depth + 1) && def->src2 &&
			def->src2->type == PSEUDO_VAL && def->src2->value > 0) ||
		       (grows_from(def->src2, self, depth + 1) && def->src1 &&
			def->src1->type == PSEUDO_VAL && def->src1->value > 0);
	case OP_PHI:
		FOR_EACH_PTR(def->phi_list, src) {
			struct instruction *ps = src && src != VOID ? src->def : NULL;

			if (ps && ps->phi_src && !grows_from(ps->phi_src, self, depth + 1))
				return false;
		} END_FOR_EACH_PTR(src);
		return true;
	}
	return false;
}

// (paths-known.h)
bool counts_up(struct instruction *safe phi)
{
	pseudo_t src;
	bool start = false;

	FOR_EACH_PTR(phi->phi_list, src) {
		struct instruction *ps = src && src != VOID ? src->def : NULL;
		pseudo_t v = ps ? ps->phi_src : NULL;

		if (!v || !phi->target)
			return false;
		if (v->type == PSEUDO_VAL && v->value > 0)
			start = true;
		else if (!grows_from(v, phi->target, 0))
			return false;
	} END_FOR_EACH_PTR(src);
	return start;
}
