/*
 * Objects still being built: a fresh object (one allocation of its
 * structure, a memset() or zeroing initializer of it, or what a
 * 'building' parameter points to) has safe members that are not set yet.
 * Read before it is set, a member is unproven (deref); each must be set
 * before the object is seen by others (assign).  See checks.h.
 */
#include <stdio.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "options.h"

#include "annotations.h"
#include "checks.h"
#include "condsafe.h"
#include "names.h"
#include "paths-known.h"
#include "report.h"
#include "library.h"

#define BUILT_BLOCKS	64			// blocks walked back, at most

// -fsuggest-safe's trial of a parameter as 'building' (builds_param()):
// the parameter, and whether the checks found anything of its object
static struct {
	pseudo_t arg;
	bool found;
} trial;

// Is the member @m safe: declared so, or taken so while -fsuggest-safe
// tries the fields it proposes (annotations.h's assume_safe_field)?
static bool safe_member(struct symbol *safe m)
{
	return is_safe_pointer(m) || (assume_safe_field && assume_safe_field(m));
}

// Is @p the address of a local variable (its slot), not a global's?
static bool local_slot(pseudo_t p)
{
	return p && p->type == PSEUDO_SYM && p->sym &&
	       !(p->sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_STATIC | MOD_EXTERN));
}

// What @base, a load of a safe local variable that is stored once (a
// 'safe' parameter kept in memory), holds: the value stored; else @base
static pseudo_t slot_stored(struct entrypoint *safe ep, pseudo_t base)
{
	struct instruction *def = base && base->type == PSEUDO_REG ? base->def : NULL;
	struct instruction *store = NULL;
	struct pseudo_user *pu;
	pseudo_t slot = def && def->opcode == OP_LOAD && !def->offset ? def->src : NULL;

	// (only a safe variable is kept in memory so, and asked for)
	if (!slot || !local_slot(slot) || !slot->sym || !is_safe_pointer(slot->sym))
		return base;
	FOR_EACH_PTR(slot->users, pu) {
		struct instruction *insn = pu ? pu->insn : NULL;

		if (!insn || !insn->bb || insn->bb->ep != ep || insn->opcode != OP_STORE ||
		    insn->src != slot)
			continue;
		if (store)
			return base;
		store = insn;
	} END_FOR_EACH_PTR(pu);
	return store && store->target ? store->target : base;
}

// ... through the slots of inlined functions' safe parameters too, each
// given what was loaded from the one before
static pseudo_t slot_value(struct entrypoint *safe ep, pseudo_t base)
{
	pseudo_t value;
	int depth;

	for (depth = 0; depth < 4; depth++) {
		value = slot_stored(ep, base);
		if (value == base)
			break;
		base = value;
	}
	return base;
}

// The structure that @base points to, by its type
static struct symbol *pointed_struct(struct entrypoint *safe ep, pseudo_t base)
{
	struct symbol *type = NULL;
	struct instruction *def;

	base = slot_value(ep, base);
	if (!base)
		return NULL;
	def = base->type == PSEUDO_REG ? base->def : NULL;
	// a local structure: its own address
	if (base->type == PSEUDO_SYM && base->sym && local_slot(base)) {
		type = base->sym;
		while (type && type->type == SYM_NODE)
			type = type->ctype.base_type;
		return type && type->type == SYM_STRUCT ? type : NULL;
	}
	if (base->type == PSEUDO_ARG)
		type = ptr_list_nth(function_params(ep->name), base->nr - 1);
	else if (def && (def->opcode == OP_PTRCAST))
		type = def->type;
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	if (!type || type->type != SYM_PTR)
		return NULL;
	type = type->ctype.base_type;
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type && type->type == SYM_STRUCT ? type : NULL;
}

// Does the allocation @call make one object of the structure @s: are its
// arguments, but for the allocation flags (gfp_t) and pointers (a pool),
// constants whose product is the structure's size ('calloc(1, sizeof(*p))',
// 'kzalloc(sizeof(*p), GFP_KERNEL)')?  Not an array of them, nor one
// that keeps what was there ('realloc(p, n)'), whose elements are built
// one by one after it.
static bool one_object(struct instruction *safe call, struct symbol *s)
{
	struct symbol *fn = function_type(first_ptr_list((struct ptr_list *)call->fntypes));
	pseudo_t arg, flags = gfp_argument(call);
	long long size = 1;
	int nr = 0;

	if (!s || s->bit_size <= 0)
		return false;
	FOR_EACH_PTR(call->arguments, arg) {
		nr++;
		// (a pool given, 'do_alloc(&pool, size, 1)')
		if (arg == flags || is_pointer(ptr_list_nth(fn ? fn->arguments : NULL, nr - 1)))
			continue;
		if (!arg || arg->type != PSEUDO_VAL || arg->value <= 0 || arg->value > (1LL << 32))
			return false;
		size *= arg->value;
	} END_FOR_EACH_PTR(arg);
	return size == bits_to_bytes(s->bit_size);
}

// The allocation (of whatever size) whose result @p is, through casts
static struct instruction *allocated(pseudo_t p)
{
	struct instruction *def;
	int depth;

	for (depth = 0; p && p->type == PSEUDO_REG && depth < 4; depth++) {
		def = p->def;
		if (!def)
			return NULL;
		if (def->opcode == OP_PTRCAST) {
			p = def->src;
			continue;
		}
		// (an allocator, or a function declared malloc that never
		// fails: a project's own pool)
		return def->opcode == OP_CALL &&
		       (is_allocator(first_ptr_list((struct ptr_list *)def->fntypes)) ||
			returns_fresh(callee(def))) ? def : NULL;
	}
	return NULL;
}

// Where the object at @base was made, where it is fresh: the allocation
// whose result it is (through casts; or of a function declared malloc),
// or, for a 'building' parameter, the function's entry (*at_entry); NULL
// where it is not fresh.
static struct instruction *fresh_origin(struct entrypoint *safe ep, pseudo_t base,
	bool *safe at_entry)
{
	struct instruction *def;
	pseudo_t base0 = base;

	*at_entry = false;
	base = slot_value(ep, base);
	if (base && base->type == PSEUDO_ARG) {
		*at_entry = base == trial.arg || is_building_param(ep->name, base->nr);
		return *at_entry && ep->entry ? ep->entry : NULL;
	}
	def = allocated(base);
	return def && one_object(def, pointed_struct(ep, base0)) ? def : NULL;
}

struct unset_walk {
	pseudo_t base;
	pseudo_t value;				// ... the value it holds (slot_value())
	long long whole;			// the structure's size (bytes), where
						// ... a store or memset() of zeros
						// ... over it makes the object
	long long offset;			// the member's
	long long size;				// ... and its size (bytes)
	struct instruction *origin;
	struct instruction *made;		// where the way found began: the
						// ... origin, or a zeroing (NULL:
						// ... the entry)
	bool at_entry;
	struct basic_block *entry;
	struct basic_block *visited[BUILT_BLOCKS];
	int nr;
};

// The memory that @insn fills with zeros, and how many bytes (*size):
// a store of 0 wider than a pointer (a zeroing initializer, 'struct s v =
// { .m = x }'), or 'memset(p, 0, n)' (n a constant, else *size is 0);
// else NULL
static pseudo_t zeroed_by(struct instruction *safe insn, long long *safe size)
{
	struct symbol *fn = insn->opcode == OP_CALL && insn->func &&
		insn->func->type == PSEUDO_SYM ? insn->func->sym : NULL;
	struct ident *id = fn ? fn->ident : NULL;
	pseudo_t n;

	*size = 0;
	if (insn->opcode == OP_STORE && !insn->offset && insn->size > 64 && is_zero(insn->target)) {
		*size = bits_to_bytes(insn->size);
		return insn->src;
	}
	if (!id || !((id->len == 6 && !memcmp(id->name, "memset", 6)) ||
		     (id->len == 16 && !memcmp(id->name, "__builtin_memset", 16))) ||
	    !is_zero(ptr_list_nth(insn->arguments, 1)))
		return NULL;
	n = ptr_list_nth(insn->arguments, 2);
	*size = n && n->type == PSEUDO_VAL ? n->value : 0;
	return ptr_list_nth(insn->arguments, 0);
}

// Is @insn what makes @w's object anew, zeroed, the whole structure?
static bool zeroes_object(struct unset_walk *safe w, struct instruction *safe insn)
{
	long long size;
	pseudo_t addr = w->whole ? zeroed_by(insn, &size) : NULL;

	return addr && same_address(addr, w->base) && size == w->whole;
}

// Is @store, of a whole structure into @w's object, a copy of a local
// (a compound literal, '(struct s){ .m = v }') that is not zeroed where
// the member is: no store into that local sets it alone?
static bool named_in_literal(struct unset_walk *safe w, struct instruction *safe store)
{
	struct instruction *def = store->target && store->target->type == PSEUDO_REG ?
		store->target->def : NULL;
	struct instruction *insn;
	struct basic_block *bb;
	long long at;

	if (!def || def->opcode != OP_LOAD || !def->src || def->src->type != PSEUDO_SYM ||
	    !def->bb || !def->bb->ep)
		return true;
	at = def->offset + w->offset - store->offset;
	FOR_EACH_PTR(def->bb->ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_STORE && insn->src == def->src &&
			    insn->offset == at && insn->size == w->size * 8)
				return true;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return false;
}

// Does @insn set the member @w looks for: a store to it, or a call given
// the object (a function that finishes building it; any other was a
// place where the object was seen, and checked there)?
static bool sets(struct unset_walk *safe w, struct instruction *safe insn)
{
	pseudo_t arg;

	if (insn->opcode == OP_STORE) {
		if (!insn->src || !(same_address(insn->src, w->base) ||
				    (insn->bb && insn->bb->ep && insn->src != w->base &&
				     slot_value(insn->bb->ep, insn->src) == w->value)) ||
		    insn->offset > w->offset ||
		    w->offset + w->size > insn->offset + (long long)bits_to_bytes(insn->size))
			return false;
		// a store of a whole structure ('*p = (struct s){ .m = v }',
		// '*p = *q') sets the member, but one that its initializer
		// leaves out (zeroed)
		return insn->size == w->size * 8 || named_in_literal(w, insn);
	}
	if (insn->opcode != OP_CALL)
		return false;
	FOR_EACH_PTR(insn->arguments, arg) {
		if (arg && (same_address(arg, w->base) ||
			    (arg != w->base && insn->bb && insn->bb->ep &&
			     slot_value(insn->bb->ep, arg) == w->value)))
			return true;
	} END_FOR_EACH_PTR(arg);
	return false;
}

// Is there a way from @w's origin to @from in @bb (exclusive; NULL: the
// end of @bb) on which nothing sets the member?  (Given up, as no, past
// BUILT_BLOCKS blocks.)
static bool unset_way(struct unset_walk *safe w, struct basic_block *safe bb,
	struct instruction *from)
{
	struct basic_block *parent;
	struct instruction *insn;
	bool before = from == NULL;
	int i;

	FOR_EACH_PTR_REVERSE(bb->insns, insn) {
		if (!before) {
			before = insn == from;
			continue;
		}
		if (!insn->bb)
			continue;
		if (insn == w->origin || zeroes_object(w, insn)) {
			w->made = insn;
			return true;
		}
		if (sets(w, insn))
			return false;
	} END_FOR_EACH_PTR_REVERSE(insn);
	if (bb == w->entry)
		return w->at_entry;
	FOR_EACH_PTR(bb->parents, parent) {
		bool seen = false;

		for (i = 0; i < w->nr; i++)
			seen |= w->visited[i] == parent;
		if (seen)
			continue;
		if (w->nr >= BUILT_BLOCKS)
			return false;
		w->visited[w->nr++] = parent;
		if (unset_way(w, parent, NULL))
			return true;
	} END_FOR_EACH_PTR(parent);
	return false;
}

// The object at @base as the function's source names it: 'p' of a
// 'p->m' that the function reads or sets through it
static const char *object_name(struct entrypoint *safe ep, pseudo_t safe base)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && (insn->opcode == OP_LOAD || insn->opcode == OP_STORE) &&
			    insn->src && same_address(insn->src, base) && memop_lvalue(insn))
				return dereferenced_name(insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return pseudo_name(base, "the object");
}

// Does the allocation @origin leave its object zeroed: calloc() and its
// kin (by their names), or the kernel's allocators given __GFP_ZERO
// (kzalloc(), once inlined)?
static bool zeroes(struct instruction *origin)
{
	const char *name;

	if (!origin || origin->opcode != OP_CALL)
		return false;
	if (alloc_zeroes(origin))
		return true;
	if (!origin->func || origin->func->type != PSEUDO_SYM || !origin->func->sym ||
	    !origin->func->sym->ident)
		return false;
	name = show_ident(origin->func->sym->ident);
	return strstr(name, "calloc") || strstr(name, "zalloc");
}

// The safe members of the fresh object at @base that a way from where it
// was made reaches @insn (in @bb; NULL: the end of @bb) without setting:
// each reported, @seen saying how the object is seen there
#define ZEROED_MAX	16

// Is the object at @base one that the function solved as @ns makes anew
// with zeros (a store of 0 wider than a pointer into it, or a memset() of
// it)?  The function's zeroed addresses are found once a solve; a
// function with more than ZEROED_MAX of them is taken to zero each.
static bool zeroed_in_function(struct nullstate *safe ns, struct entrypoint *safe ep,
	pseudo_t safe base)
{
	static unsigned long serial;
	static pseudo_t zeroed[ZEROED_MAX];
	static int nr;
	struct basic_block *bb;
	struct instruction *insn;
	long long size;
	int i;

	if (serial != nullstate_serial(ns)) {
		serial = nullstate_serial(ns);
		nr = 0;
		FOR_EACH_PTR(ep->bbs, bb) {
			FOR_EACH_PTR(bb->insns, insn) {
				pseudo_t addr = insn->bb ? zeroed_by(insn, &size) : NULL;

				if (!addr)
					continue;
				if (nr < ZEROED_MAX)
					zeroed[nr] = addr;
				nr++;
			} END_FOR_EACH_PTR(insn);
		} END_FOR_EACH_PTR(bb);
	}
	if (nr > ZEROED_MAX)
		return true;
	for (i = 0; i < nr; i++) {
		if (zeroed[i] && same_address(zeroed[i], base))
			return true;
	}
	return false;
}

// The walk for the member @m of the object at @base, made where
// fresh_origin() says, or, where it is not fresh so, anew by a zeroing;
// false where it is neither (the function zeroes no such object)
static bool start_walk(struct nullstate *safe ns, struct entrypoint *safe ep, pseudo_t safe base,
	struct symbol *safe s, struct unset_walk *safe w)
{
	bool at_entry;

	memset(w, 0, sizeof(*w));
	w->base = base;
	w->value = slot_value(ep, base);
	w->origin = fresh_origin(ep, base, &at_entry);
	w->at_entry = at_entry;
	if (at_entry)
		w->origin = NULL;
	else if (!w->origin && !zeroed_in_function(ns, ep, base))
		return false;
	w->whole = s->bit_size > 0 ? bits_to_bytes(s->bit_size) : 0;
	w->entry = ep->entry ? ep->entry->bb : NULL;
	return w->origin || w->at_entry || w->whole;
}

// What a member is, at the start of the way found: NULL after a zeroing
static const char *state_at(struct unset_walk *safe w)
{
	if (w->made && (w->made != w->origin || zeroes(w->origin)))
		return "still NULL";
	return "not set";
}

// How the object is seen, for a message: given as argument @nr of the
// call @insn, stored by it, or returned
enum seen_by { PASSED, STORED, RETURNED };

// The object at @base, and how it is seen (@how at @insn), said into
// @name and @seen: built only where there is something to report
static void describe(struct entrypoint *safe ep, pseudo_t safe base, enum seen_by how,
	struct instruction *safe insn, int nr, char *safe name, size_t name_size,
	char *safe seen, size_t seen_size)
{
	const char *own = how == PASSED ? argument_name(insn, nr, base) : object_name(ep, base);

	// (a local structure's address, '&v': its member, 'v.m')
	if (base->type == PSEUDO_SYM && own && *own == '&')
		own++;
	snprintf(name, name_size, "%s", own ? own : "the object");
	switch (how) {
	case PASSED:
		snprintf(seen, seen_size, "'%s' is passed to '%s'", name, callee_name(insn));
		break;
	case STORED:
		snprintf(seen, seen_size, "'%s' is stored in '%s'", name,
			 insn->src && insn->src->type == PSEUDO_SYM && insn->src->sym &&
			 insn->src->sym->ident ? show_ident(insn->src->sym->ident) :
			 stored_name(insn));
		break;
	case RETURNED:
		snprintf(seen, seen_size, "'%s' is returned", name);
		break;
	}
}

// Each safe member of the fresh object at @base that a way from where it
// was made leaves unset where the object is seen (at @insn, @how) is
// reported
static void check_object(struct nullstate *safe ns, pseudo_t base, struct basic_block *safe bb,
	struct instruction *safe insn, enum seen_by how, int nr)
{
	struct entrypoint *ep = bb->ep;
	struct instruction *why;
	struct unset_walk w;
	struct symbol *s, *m;
	char name[128] = "", seen[200] = "";

	if (!ep || !base || (trial.arg && slot_value(ep, base) != trial.arg) ||
	    !(s = pointed_struct(ep, base)) || !start_walk(ns, ep, base, s, &w))
		return;
	// (a failed allocation is no object)
	if (nullstate_value(ns, base, &why) == NV_NULL)
		return;
	FOR_EACH_PTR(s->symbol_list, m) {
		if (!m || !m->ident || !safe_member(m) || !start_walk(ns, ep, base, s, &w))
			continue;
		w.offset = m->offset;
		w.size = bits_to_bytes(m->bit_size);
		if (!unset_way(&w, bb, insn))
			continue;
		if (trial.arg) {
			trial.found = true;
			return;
		}
		if (!*name)
			describe(ep, base, how, insn, nr, name, sizeof(name), seen, sizeof(seen));
		report(insn->pos, "safe member '%s%s%s' is %s when %s", name,
		       base->type == PSEUDO_SYM ? "." : "->", show_ident(m->ident),
		       state_at(&w), seen);
	} END_FOR_EACH_PTR(m);
}

void check_built(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct basic_block *bb = insn->bb;
	struct entrypoint *ep = bb ? bb->ep : NULL;
	struct instruction *last;
	struct symbol *fn;
	pseudo_t arg, src;
	int nr = 0;

	if ((!Wsafe_assign && !trial.arg) || !bb || !ep)
		return;
	switch (insn->opcode) {
	case OP_CALL:
		// (the C library's functions take memory, not objects)
		fn = callee(insn);
		if (!fn || declared_by_system(fn))
			return;
		FOR_EACH_PTR(insn->arguments, arg) {
			nr++;
			// (a local's address given to a call is an
			// out-parameter, filled there)
			if (!arg || is_building_param(fn, nr) || local_slot(arg))
				continue;
			check_object(ns, arg, bb, insn, PASSED, nr);
		} END_FOR_EACH_PTR(arg);
		break;
	case OP_STORE:
		// (into a local variable, into the object itself, or into
		// another object still being built: no one else sees it there)
		if (!insn->target || !is_pointer(insn->type) || local_slot(insn->src) ||
		    (insn->src && same_address(insn->src, insn->target)) ||
		    allocated(insn->src))
			return;
		check_object(ns, insn->target, bb, insn, STORED, 0);
		break;
	case OP_PHISOURCE:
		// a return's value, where the returns meet in one block
		src = insn->phi_src;
		last = insn->phi_node && insn->phi_node->bb ?
			last_instruction(insn->phi_node->bb->insns) : NULL;
		if (!src || !last || last->opcode != OP_RET)
			return;
		check_object(ns, src, bb, insn, RETURNED, 0);
		break;
	case OP_RET:
		if (!insn->src || (insn->src->type == PSEUDO_REG && insn->src->def &&
				   insn->src->def->opcode == OP_PHI))
			return;
		check_object(ns, insn->src, bb, insn, RETURNED, 0);
		break;
	}
}

// Is @p only tested for NULL, as it is or through casts ('if ((void
// *)m->owner == NULL)', in a function that finishes building 'm')?
static bool only_tested(pseudo_t p, int depth)
{
	struct pseudo_user *pu;

	if (!p || depth > 2)
		return false;
	FOR_EACH_PTR(p->users, pu) {
		struct instruction *insn = pu->insn;

		if (!insn || !insn->bb)
			continue;
		switch (insn->opcode) {
		case OP_CBR:
			continue;
		case OP_SET_EQ:
		case OP_SET_NE:
			if (is_zero(insn->src1) || is_zero(insn->src2))
				continue;
			return false;
		case OP_PTRCAST:
		case OP_UTPTR:
		case OP_PTRTU:
			if (only_tested(insn->target, depth + 1))
				continue;
			return false;
		default:
			return false;
		}
	} END_FOR_EACH_PTR(pu);
	return true;
}

void check_unset_read(struct nullstate *safe ns, struct instruction *safe load)
{
	struct entrypoint *ep = load->bb ? load->bb->ep : NULL;
	struct unset_walk w;
	struct symbol *s;

	if ((!Wsafe_deref && !trial.arg) || !ep || !load->bb || !load->src || !load->type ||
	    !load->type->ident || !safe_member(load->type) || only_tested(load->target, 0) ||
	    (trial.arg && slot_value(ep, load->src) != trial.arg) ||
	    !(s = pointed_struct(ep, load->src)) || !start_walk(ns, ep, load->src, s, &w))
		return;
	w.offset = load->offset;
	w.size = bits_to_bytes(load->size);
	if (!unset_way(&w, load->bb, load))
		return;
	if (trial.arg)
		trial.found = true;
	else
		report(load->pos, "safe member '%s%s%s' is read before it is set", dereferenced_name(load),
		       load->src->type == PSEUDO_SYM ? "." : "->", show_ident(load->type->ident));
}

// Does every way from the entry to @ret in @bb, the object at @arg made
// there, set each safe member of @s?
static bool sets_every_member(struct nullstate *safe ns, struct entrypoint *safe ep, pseudo_t safe arg,
	struct symbol *safe s, struct basic_block *safe bb, struct instruction *safe ret)
{
	struct unset_walk w;
	struct symbol *m;

	FOR_EACH_PTR(s->symbol_list, m) {
		if (!m || !m->ident || !safe_member(m) || !start_walk(ns, ep, arg, s, &w))
			continue;
		w.offset = m->offset;
		w.size = bits_to_bytes(m->bit_size);
		if (unset_way(&w, bb, ret))
			return false;
	} END_FOR_EACH_PTR(m);
	return true;
}

bool may_build(struct entrypoint *safe ep, int nr)
{
	pseudo_t arg = ep->entry ? ptr_list_nth(ep->entry->arg_list, nr - 1) : NULL;
	struct symbol *s, *m;

	if (!arg || !ep->name || is_building_param(ep->name, nr) || !(s = pointed_struct(ep, arg)))
		return false;
	FOR_EACH_PTR(s->symbol_list, m) {
		if (m && m->ident && safe_member(m))
			return true;
	} END_FOR_EACH_PTR(m);
	return false;
}

bool builds_param(struct nullstate *safe ns, struct entrypoint *safe ep, int nr)
{
	pseudo_t arg = ep->entry ? ptr_list_nth(ep->entry->arg_list, nr - 1) : NULL;
	struct symbol *s = arg ? pointed_struct(ep, arg) : NULL;
	struct instruction *insn;
	struct basic_block *bb;
	int returns = 0;

	if (!arg || !s || !may_build(ep, nr))
		return false;
	trial.arg = arg;
	trial.found = false;
	FOR_EACH_PTR(ep->bbs, bb) {
		if (trial.found || !nullstate_reached(ns, bb))
			continue;
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb || trial.found)
				continue;
			switch (insn->opcode) {
			case OP_LOAD:
				check_unset_read(ns, insn);
				break;
			case OP_RET:
				returns++;
				if (!sets_every_member(ns, ep, arg, s, bb, insn))
					trial.found = true;
				/* fall through */
			case OP_CALL:
			case OP_STORE:
			case OP_PHISOURCE:
				check_built(ns, insn);
				break;
			}
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	trial.arg = NULL;
	return returns && !trial.found;
}
