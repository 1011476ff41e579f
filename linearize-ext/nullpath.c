/*
 * Access paths and memory: the path of a load or store ('b->buf', a base
 * and up to NULLPATH_DEPTH offsets), what a store or a call clobbers, and
 * the private slots (locals sparse left in memory whose address is never
 * taken).  See nullpath.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"
#include "options.h"

#include "annotations.h"
#include "globals.h"
#include "nullpath.h"

static bool private_slot(pseudo_t p)
{
	unsigned long mod;

	if (!p || p->type != PSEUDO_SYM || !p->sym)
		return false;
	mod = p->sym->ctype.modifiers;
	return !(mod & (MOD_NONLOCAL | MOD_STATIC | MOD_ADDRESSABLE |
			MOD_VOLATILE | MOD_TOPLEVEL));
}

// Is @p a function's own static variable, its address never taken, that
// @call leaves as it was?  Only the function stores it.  Where the
// function is static too, another file cannot call it: a call of another
// file's function does not enter it again (a call back through a function
// of the file whose address was given away is not looked for, as a store
// of another file into an extern variable is not: globals.h).  A call of a
// function of the file, or through a pointer, may enter it.
static bool own_static_kept(pseudo_t safe p, struct instruction *call)
{
	struct entrypoint *ep;
	unsigned long mod;
	struct symbol *fn;

	if (!call || !call->bb)
		return false;
	ep = call->bb->ep;
	if (p->type != PSEUDO_SYM || !p->sym || !ep || !ep->name ||
	    !(ep->name->ctype.modifiers & MOD_STATIC) || !call->func ||
	    call->func->type != PSEUDO_SYM || !(fn = call->func->sym) || fn->definition)
		return false;
	mod = p->sym->ctype.modifiers;
	return (mod & MOD_STATIC) &&
	       !(mod & (MOD_TOPLEVEL | MOD_EXTERN | MOD_ADDRESSABLE | MOD_VOLATILE));
}

pseudo_t safe canonical(pseudo_t safe p)
{
	struct pinfo *pi = pinfo(p);

	return pi && pi->copy ? pi->copy : p;
}

// Where a local's address is kept, if it is kept in another local: that
// local and the offset in it (local_kept())
struct holding {
	pseudo_t holder;
	long long offset;
};

static bool local_kept(pseudo_t safe p, struct holding *held);

// Is every value loaded from the local @h where @offset is in what the
// load reads only dereferenced (or tested): an address kept there goes
// nowhere from here?
static bool loads_stay(pseudo_t safe h, long long offset)
{
	struct pseudo_user *pu, *vu;

	FOR_EACH_PTR(h->users, pu) {
		struct instruction *load = pu->insn;

		if (pointer_use(pu) != USE_LOAD || !load || !load->target ||
		    offset < load->offset || offset >= load->offset + load->size / 8)
			continue;
		FOR_EACH_PTR(load->target->users, vu) {
			switch (pointer_use(vu)) {
			case USE_DEAD:
			case USE_LOAD:
			case USE_STORE:
			case USE_TEST:
				continue;
			default:
				return false;
			}
		} END_FOR_EACH_PTR(vu);
	} END_FOR_EACH_PTR(pu);
	return true;
}

// Is the store @insn of the address of @base (or of a member of it) into
// another kept local, the one in *@held if there is one already, whose
// loads of it go nowhere else?
static bool kept_in_local(struct instruction *safe insn, pseudo_t safe base,
	struct holding *held)
{
	pseudo_t h = insn->src;

	if (!held || !h || h == base || h->type != PSEUDO_SYM)
		return false;
	if (held->holder)
		return held->holder == h && held->offset == insn->offset;
	if (!local_kept(h, NULL) || !loads_stay(h, insn->offset))
		return false;
	held->holder = h;
	held->offset = insn->offset;
	return true;
}

// Does the use @pu of @base's address (@depth 0) or of a member's (1:
// 'base + K') keep it where a later call could reach it from, other
// than through a call given it or its holder's address?
static bool use_stays(struct pseudo_user *safe pu, pseudo_t safe base,
	struct holding *held, int depth)
{
	struct instruction *insn = pu->insn;
	struct pseudo_user *mu;

	switch (pointer_use(pu)) {
	case USE_DEAD:
	case USE_LOAD:
	case USE_STORE:
	case USE_ARG:
	case USE_TEST:
		return true;
	case USE_STORED:
		return insn && kept_in_local(insn, base, held);
	case USE_OTHER:
		// 'a[i]', '&s.m': an element's or a member's address, or the
		// address cast to another pointer type
		if (depth || !insn || !insn->target ||
		    (insn->opcode != OP_ADD && insn->opcode != OP_PTRCAST))
			return false;
		FOR_EACH_PTR(insn->target->users, mu) {
			if (!mu || !use_stays(mu, base, held, 1))
				return false;
		} END_FOR_EACH_PTR(mu);
		return true;
	default:
		return false;
	}
}

// Is @p a local variable whose address is taken, but only to load or
// store through it, to give it to a call, to compare it, or to keep it
// in one other such local (@held, where it is given), whose loads of it
// are only dereferenced: kept nowhere a later call could reach it from,
// but through a call given its address or its holder's?  The same of
// the addresses of its members and elements.
static bool local_kept(pseudo_t safe p, struct holding *held)
{
	struct symbol *sym = p->sym;
	struct pseudo_user *pu;
	unsigned long mod;

	if (p->type != PSEUDO_SYM || !sym)
		return false;
	mod = sym->ctype.modifiers;
	if (!(mod & MOD_ADDRESSABLE) ||
	    (mod & (MOD_NONLOCAL | MOD_STATIC | MOD_TOPLEVEL | MOD_VOLATILE)))
		return false;
	FOR_EACH_PTR(p->users, pu) {
		if (!pu || !use_stays(pu, p, held, 0)) {
			if (held)
				held->holder = NULL;
			return false;
		}
	} END_FOR_EACH_PTR(pu);
	return true;
}

// the path @key is interned as, if it is; its bucket in @h
static struct nullpath *find_path(struct nullstate *safe ns, struct nullpath *safe key,
	unsigned long long *safe h)
{
	struct nullpath *path;
	int i;

	// offsets are multiples of a size: mixed, then the top bits
	*h = (unsigned long)key->base;
	for (i = 0; i < key->depth; i++)
		*h = (*h + key->offset[i]) * 0x9e3779b97f4a7c15ULL;
	*h >>= 64 - ns->path_bits;
	for (path = ns->paths[*h]; path; path = path->next) {
		if (path->base != key->base || path->depth != key->depth)
			continue;
		for (i = 0; i < key->depth && path->offset[i] == key->offset[i]; i++)
			;
		if (i == key->depth)
			return path;
	}
	return NULL;
}

void through_copies(struct nullstate *safe ns)
{
	unsigned int h;

	for (h = 0; h < 1U << ns->path_bits; h++) {
		struct nullpath *path;

		for (path = ns->paths[h]; path; path = path->next) {
			struct copy *c;

			if (!path->loads || !path->parent)
				continue;
			for (c = path->parent->copies; c; c = c->next) {
				struct nullpath *same = found_path(ns, c->value,
								   path->offset[path->depth - 1]);

				if (!same || same == path)
					continue;
				// its loads are the other's too: facts of it
				// live as long
				same->loads += path->loads;
				if (path->last_load > same->last_load)
					same->last_load = path->last_load;
				same->useful = same->loads > 1 || same->stores;
			}
		}
	}
}

static struct nullpath *safe intern_path(struct nullstate *safe ns, struct nullpath *safe key,
	struct nullpath *parent)
{
	unsigned long long h;
	struct nullpath *path = find_path(ns, key, &h);
	struct holding held;

	if (path)
		return path;
	path = arena_alloc(&arena, sizeof(*path));
	*path = *key;
	path->loads = path->stores = 0;
	path->useful = false;
	path->via_slot = false;
	// a kept local's own memory, or what it points to
	held.holder = NULL;
	path->kept_local = local_kept(key->base, &held);
	path->holder = held.holder;
	path->last_load = 0;
	// the pointer it is reached through, where that is a path too
	path->parent = parent;
	path->copies = NULL;
	path->next = ns->paths[h];
	ns->paths[h] = path;
	return path;
}

// The key of the path of the memory at @offset from @addr, with the path
// it is reached through in @parent; false where it has none.  @slot: its
// base is reloaded from a private slot.
static bool path_key(pseudo_t addr, long long offset, struct symbol *type,
	struct nullpath *safe key, struct nullpath **safe parent, bool *safe slot)
{
	struct instruction *def;
	struct pinfo *pi;
	pseudo_t base;
	int i;

	if (!addr)
		return false;
	base = canonical(addr);
	*slot = base != addr;
	*parent = NULL;
	// 'q = &p->m; q->x' is p's memory: the constant offsets of the
	// address are the access's (an inlined function's parameter is
	// such an address, and the caller reads the member through p)
	for (i = 0; i < 4 && DEF_OPCODE(def, base) == OP_ADD; i++) {
		if (!def->src1 || !def->src2 || def->src2->type != PSEUDO_VAL ||
		    def->src1->type == PSEUDO_VAL)
			break;
		offset += def->src2->value;
		base = canonical(def->src1);
		*slot |= base != def->src1;
	}

	// a value loaded from a private slot is the one stored there: its
	// paths are that value's
	pi = pinfo(base);
	if (pi && pi->path && pi->path->depth < NULLPATH_DEPTH) {
		*key = *pi->path;
		*parent = pi->path;
	} else if (base->type == PSEUDO_REG || base->type == PSEUDO_ARG ||
		   base->type == PSEUDO_SYM) {
		key->base = base;
		key->depth = 0;
		key->via_slot = false;
	} else {
		return false;
	}
	key->offset[key->depth] = offset;
	key->type[key->depth] = type;
	key->depth++;
	return true;
}

struct nullpath *path_of(struct nullstate *safe ns, pseudo_t addr,
	long long offset, struct symbol *type)
{
	struct nullpath key, *path, *parent;
	bool slot;

	if (!path_key(addr, offset, type, &key, &parent, &slot))
		return NULL;
	path = intern_path(ns, &key, parent);
	if (slot || key.via_slot)
		path->via_slot = true;
	return path;
}

struct nullpath *found_path(struct nullstate *safe ns, pseudo_t addr, long long offset)
{
	struct nullpath key, *parent;
	unsigned long long h;
	bool slot;

	if (!path_key(addr, offset, NULL, &key, &parent, &slot))
		return NULL;
	return find_path(ns, &key, &h);
}

struct nullpath *covered_path(struct nullstate *safe ns, struct instruction *safe insn,
	int *safe at)
{
	long long bytes = bits_in_pointer / 8;
	struct nullpath *path;

	if (insn->opcode != OP_STORE || is_pointer(insn->type) || insn->size <= bits_in_pointer)
		return NULL;
	while (*at < COVERED_SLOTS && (*at + 1) * bytes <= insn->size / 8) {
		path = found_path(ns, insn->src, insn->offset + (*at)++ * bytes);
		if (path)
			return path;
	}
	return NULL;
}

struct nullpath *variable_path(struct nullstate *safe ns, const void *var)
{
	struct nullpath *path;
	const void *whole = NULL;
	long long offset = 0;
	unsigned int h;

	if (!var)
		return NULL;
	// (a member or an element of a global: its variable, at its offset)
	global_field_of(var, &whole, &offset);
	for (h = 0; h < 1U << ns->path_bits; h++) {
		for (path = ns->paths[h]; path; path = path->next) {
			if (path->depth != 1 || path->offset[0] != offset ||
			    path->base->type != PSEUDO_SYM)
				continue;
			if (whole ? global_variable(path->base->sym) == whole :
				    global_pointer_variable(path->base->sym) == var)
				return path;
		}
	}
	return NULL;
}

// does a store to @path change what @other says?
// The variable whose element @base, an address computed with an index
// that is not a constant ('&v[i]'), is the address of; NULL where @base
// is not such an address.
static pseudo_t indexed(pseudo_t safe base)
{
	struct instruction *def = base->type == PSEUDO_REG ? base->def : NULL;

	if (!def || def->opcode != OP_ADD || !def->src1 || !def->src2 ||
	    def->src1->type == PSEUDO_VAL || def->src2->type == PSEUDO_VAL)
		return NULL;
	if (def->src1->type == PSEUDO_SYM)
		return def->src1;
	if (def->src2->type == PSEUDO_SYM)
		return def->src2;
	return NULL;
}

static bool clobbers(struct nullpath *safe path, struct nullpath *safe other)
{
	int last = path->depth - 1;
	int i;

	if (other == path)
		return false;
	// a private slot is reached by its name only
	if (path->depth == 1 && private_slot(path->base))
		return other->base == path->base;
	for (i = 0; i < other->depth; i++) {
		if (i == 0 && private_slot(other->base))
			continue;
		// the same member, through another pointer
		if (other->offset[i] == path->offset[last] &&
		    other->type[i] == path->type[last])
			return true;
	}
	// a path through the one stored
	if (other->base != path->base || other->depth <= path->depth)
		return false;
	return !memcmp(other->offset, path->offset, path->depth * sizeof(path->offset[0]));
}

// Is the address of the variable @var (its pseudo: a function has one
// for each symbol), or of a member or an element of it, an argument of
// @call (NULL: an asm, which may reach anything)?
static bool given_address(struct instruction *call, pseudo_t var)
{
	pseudo_t arg;

	if (!call)
		return true;
	FOR_EACH_PTR(call->arguments, arg) {
		struct instruction *def;

		if (arg == var)
			return true;
		// a member's or an element's address, or the address cast
		switch (DEF_OPCODE(def, arg)) {
		case OP_ADD:
			if (def->src1 == var || def->src2 == var)
				return true;
			break;
		case OP_PTRCAST:
			if (def->src == var)
				return true;
			break;
		}
	} END_FOR_EACH_PTR(arg);
	return false;
}

// Does what @f says of a path hold after @call (NULL: an asm that
// clobbers memory)?  Where it holds though the path may hold another
// value, what it held is forgotten.
static bool call_keeps(struct nullstate *safe ns, struct fact *safe f,
	struct instruction *call)
{
	struct nullpath *safe path = f->key;
	pseudo_t base = path->base;

	if (path->kept_local && call) {
		bool own = given_address(call, base);
		bool given = own || (path->holder && given_address(call, path->holder));

		// the local's own memory: the call reaches it only if given
		// its address, and then it holds what the callee stores there
		if (path->depth == 1 && !given)
			return true;
		// a field the callee does not store into, or stores only
		// where it finds it NULL, which it is not; and what such a field
		// points to (loaded through, so not NULL) is as any memory a
		// pointer reaches (below)
		if (own && nullstate_call_leaves(call, base, path->offset[0], bits_in_pointer,
						 path->depth > 1 || f->value == NV_NONNULL)) {
			if (path->depth == 1)
				return true;
		} else if (given) {
			if (!own || path->depth != 1 || path->offset[0] ||
			    f->value != NV_NONNULL || !stores_nonnull(call, base))
				return false;
			f->held = 0;
			return true;
		}
		// what it points to is as any memory a pointer reaches (below)
	} else if (base->type == PSEUDO_SYM && !private_slot(base)) {
		// (a function's own static, which the call cannot reach)
		if (path->depth == 1 && !path->offset[0] && own_static_kept(base, call))
			return true;
		// a variable that is not private (a global, a local whose
		// address goes where a call may keep it): forgotten, but a
		// global that no assignment of the file may make NULL stays
		// non-NULL, unless the call is given its address
		if (f->value != NV_NONNULL || path->depth != 1 || path->offset[0] ||
		    !kept_across_calls(base->sym) || given_address(call, base))
			return false;
	}
	// a call may have stored anything into a path that held a known
	// value, but is not taken to make NULL what was proven not to be
	if (nv_may_be_null(f->value))
		return false;
	f->held = 0;
	return f->value != NV_UNKNOWN;
}

void weaken_elements(struct nullstate *safe ns, struct nullpath *safe stored,
	enum nullvalue v, struct instruction *why)
{
	struct factmap *m = &ns->cur;
	struct fact *safe facts = map_facts(m);
	pseudo_t array;
	int i;

	if (stored->depth != 1 || !(array = indexed(stored->base)))
		return;
	for (i = 0; i < m->nr; i++) {
		struct fact *safe f = &facts[i];
		struct nullpath *other = f->key;
		enum nullvalue old = f->value;

		if (!f->is_path || other == stored || other->base != array)
			continue;
		f->value = nv_join(old, v);
		if (!nv_may_be_null(old) && nv_may_be_null(v))
			f->why = why;
		f->held = 0;
	}
}

void forget_paths(struct nullstate *safe ns, struct nullpath *stored,
	struct instruction *call)
{
	struct factmap *m = &ns->cur;
	struct fact *safe facts = map_facts(m);
	int i, j = 0;

	for (i = 0; i < m->nr; i++) {
		struct fact *safe f = &facts[i];

		if (f->is_path && (stored ? clobbers(stored, f->key) :
				   !call_keeps(ns, f, call)))
			continue;
		facts[j++] = *f;
	}
	m->nr = j;
}

struct symbol *null_static_load(struct instruction *safe load)
{
	pseudo_t addr = load->src;

	if (addr && addr->type == PSEUDO_SYM && !load->offset && !load->is_volatile &&
	    only_null_static(addr->sym))
		return addr->sym;
	return NULL;
}

static struct slot *find_slot(struct nullstate *safe ns, pseudo_t sym)
{
	struct slot *slots = ns->slots;
	int i;

	for (i = 0; slots && i < ns->nr_slots; i++) {
		if (slots[i].sym == sym)
			return &slots[i];
	}
	return NULL;
}

// a private slot of a pointer type that sparse left in memory: a safe one
// (the others are SSA values by now)
static bool kept_slot(pseudo_t safe p)
{
	struct symbol *sym = p->sym;

	return private_slot(p) && sym && is_pointer(sym) &&
	       (sym->ctype.modifiers & MOD_NEVER_NULL);
}

void find_slots(struct nullstate *safe ns)
{
	struct instruction *insn;
	unsigned int i;
	pseudo_t p;
	int nr = 0;

	FOR_EACH_PTR(ns->ep->accesses, p) {
		nr += kept_slot(p);
	} END_FOR_EACH_PTR(p);
	if (!nr)
		return;
	ns->slots = arena_alloc(&arena, nr * sizeof(*ns->slots));
	FOR_EACH_PTR(ns->ep->accesses, p) {
		if (kept_slot(p))
			ns->slots[ns->nr_slots++] = (struct slot) { .sym = p };
	} END_FOR_EACH_PTR(p);
	for (i = 0; i < ns->nr_blocks; i++) {
		FOR_EACH_PTR(ns->blocks[i].bb->insns, insn) {
			struct slot *slot;

			if (!insn->bb || insn->opcode != OP_STORE)
				continue;
			slot = find_slot(ns, insn->src);
			if (!slot)
				continue;
			slot->stores++;
			slot->value = insn->target;
			// a part of it stored is not a value it holds
			if (insn->offset || !is_pointer(insn->type))
				slot->stores++;
		} END_FOR_EACH_PTR(insn);
	}
}

void load_of_slot(struct nullstate *safe ns, struct instruction *safe load)
{
	struct slot *slot;

	if (load->offset || !is_pointer(load->type))
		return;
	slot = find_slot(ns, load->src);
	if (slot && slot->stores == 1 && slot->value && load->target)
		track(ns, load->target)->copy = canonical(slot->value);
}

void sum_of_slot(struct nullstate *safe ns, struct instruction *safe add,
	struct sums *safe sums)
{
	pseudo_t a = add->src1, b = add->src2, t = add->target;
	int i;

	if (!a || !b || !t || (a->type == PSEUDO_VAL && b->type == PSEUDO_VAL))
		return;
	a = canonical(a);
	b = canonical(b);
	for (i = 0; i < sums->nr; i++) {
		if ((sums->a[i] == a && sums->b[i] == b) || (sums->a[i] == b && sums->b[i] == a)) {
			pseudo_t first = sums->sum[i];

			// (both operands the values themselves: sparse made it one)
			if (first && (a != add->src1 || b != add->src2))
				track(ns, t)->copy = canonical(first);
			return;
		}
	}
	if (sums->nr < SUMS_MAX) {
		sums->a[sums->nr] = a;
		sums->b[sums->nr] = b;
		sums->sum[sums->nr++] = t;
	}
}

bool stores_nonnull(struct instruction *safe call, pseudo_t p)
{
	struct summary *s = summary_of(call);
	pseudo_t arg;
	int nr = 0;

	if (!s)
		return false;
	FOR_EACH_PTR(call->arguments, arg) {
		nr++;
		if (arg == p && (nr > MAX_PARAMS || !(s->out_nonnull & (1U << (nr - 1)))))
			return false;
	} END_FOR_EACH_PTR(arg);
	return true;
}

bool nullstate_call_leaves(struct instruction *safe call, pseudo_t safe base,
	long long offset, int size, bool nonnull)
{
	struct summary *s = summary_of(call);
	pseudo_t arg;
	const struct field *list;
	int nr = 0, i;

	if (!s)
		return false;
	FOR_EACH_PTR(call->arguments, arg) {
		struct instruction *def;

		nr++;
		// given a member's address or a cast: not known
		switch (DEF_OPCODE(def, arg)) {
		case OP_ADD:
			if (def->src1 == base || def->src2 == base)
				return false;
			break;
		case OP_PTRCAST:
			if (def->src == base)
				return false;
			break;
		}
		if (arg != base)
			continue;
		if (nr > FIELD_PARAMS || !(s->fields_known & (1U << (nr - 1))))
			return false;
		list = s->fields[nr - 1];
		for (i = 0; list && i < s->nr_fields[nr - 1]; i++) {
			const struct field *fd = &list[i];

			if (fd->offset * 8 < offset * 8 + size && offset * 8 < fd->offset * 8 + fd->size &&
			    !(nonnull && fd->fills && fd->offset == offset && fd->size == size))
				return false;
		}
	} END_FOR_EACH_PTR(arg);
	return true;
}
