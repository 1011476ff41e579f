/*
 * The function's blocks as every path of a question sees them: see
 * paths-known.h.  What the walk would otherwise ask again at each entry
 * of a block, the same answer each time: which of its edges the NULL
 * takes, as the solver has it, where its phis and phi sources are,
 * whether it leads to the evidence at all, and which memory the function
 * stores into, or loads more than once.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"

#include "nullstate.h"
#include "paths.h"
#include "paths-known.h"

// What the solver says of the edges out of a block, for the question
// asked (it is the same on every path): by the block's order, of its
// first 64 children, those it has been asked of and those the NULL takes.
static struct edges {
	unsigned long question;
	unsigned long long asked, takes;
} *edges;
static int nr_edges;
static unsigned long question;			// the walk's, for edges[]

// The phis and phi sources of each block of the function the questions
// are about, in the block's order of them, by the block's order (NULL for
// none): the walk enters a block many times, and a block's instructions
// are many more than these.  Made again for each solve (phis_serial).
static struct instruction_list **phis;
static int nr_phis;
static unsigned long phis_serial;

// Where the function stores, and what memory it loads more than once:
// two filters by the memory an instruction reaches (memory_bit(): the
// address, as same_address() takes it, the offset and the size), made
// with the phis.  A filter errs one way only: memory that it has no bit
// for is surely not there.  (eval() asks of each load it meets what the
// path stored into it, and independent() of each whether the path tested
// that memory before: most never were.)
#define MEMORY_BITS	12
static unsigned long long stored[(1 << MEMORY_BITS) / 64];
static unsigned long long loaded[(1 << MEMORY_BITS) / 64];
static unsigned long long loaded_twice[(1 << MEMORY_BITS) / 64];
static unsigned long memory_serial;		// ... of this solve's function

// Which blocks lead to the evidence's block, for the question asked: by
// the block's order, whether a path of the flow graph goes from it there
static unsigned char *leads;
static int nr_leads;
static struct basic_block **stack;		// (mark_leading()'s)

static void mark_leading(struct walk *safe w, struct entrypoint *safe ep)
{
	struct nullstate *ns = w->ns;
	struct basic_block *target = w->why->bb;
	struct basic_block *bb, *parent, **todo;
	unsigned char *l = leads;
	int n = 0, top = 0, order, i;

	FOR_EACH_PTR(ep->bbs, bb) {
		order = bb ? nullstate_order(ns, bb) : -1;
		n += order >= 0;
		if (order >= nr_leads || !l) {
			l = realloc(leads, order * 2 + 64);
			if (!l)
				die("out of memory");
			leads = l;
			nr_leads = order * 2 + 64;
		}
	} END_FOR_EACH_PTR(bb);
	todo = realloc(stack, (n + 1) * sizeof(*stack));
	if (!todo || !l)
		die("out of memory");
	stack = todo;
	memset(l, 0, nr_leads);
	for (i = -1; i < w->nr_twins; i++) {
		bb = i < 0 ? target : w->twins[i];
		order = bb ? nullstate_order(ns, bb) : -1;
		if (order < 0 || order >= nr_leads || l[order] || top >= n)
			continue;
		l[order] = 1;
		todo[top++] = bb;
	}
	while (top > 0) {
		bb = todo[--top];
		FOR_EACH_PTR(bb ? bb->parents : NULL, parent) {
			order = parent ? nullstate_order(ns, parent) : -1;
			// (each block once; the stack holds the ordered blocks
			// of ep->bbs, and no more are pushed)
			if (order < 0 || order >= nr_leads || l[order] || top >= n)
				continue;
			l[order] = 1;
			todo[top++] = parent;
		} END_FOR_EACH_PTR(parent);
	}
}

bool at_evidence(struct walk *safe w, struct basic_block *safe bb)
{
	int i;

	if (bb == w->why->bb)
		return true;
	for (i = 0; i < w->nr_twins; i++) {
		if (w->twins[i] == bb)
			return true;
	}
	return false;
}

bool leads_to_why(struct walk *safe w, struct basic_block *safe bb)
{
	int order;

	// (a callee's block is not the solve's: its order is not asked)
	if (w->fired || w->callee)
		return true;
	order = nullstate_order(w->ns, bb);
	return order >= 0 && order < nr_leads && leads && leads[order];
}

static unsigned int memory_bit(struct instruction *safe insn)
{
	struct instruction *global = global_load(insn->src);
	unsigned long long h;

	// (a global pointer loaded twice is one address: same_address())
	h = global ? (unsigned long)global->src ^
		     ((unsigned long long)global->offset << 24 ^ global->size) * 0x9e3779b97f4a7c15ull :
		     (unsigned long)insn->src;
	h = (h ^ ((unsigned long long)insn->offset << 32 ^ insn->size)) * 0xff51afd7ed558ccdull;
	return h >> (64 - MEMORY_BITS);
}

static inline bool has_bit(const unsigned long long *safe set, unsigned int bit)
{
	return set[bit / 64] >> (bit % 64) & 1;
}

static inline void set_bit(unsigned long long *safe set, unsigned int bit)
{
	set[bit / 64] |= 1ull << (bit % 64);
}

static void list_memory(struct nullstate *safe ns, struct entrypoint *safe ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	unsigned int bit;

	memory_serial = nullstate_serial(ns);
	memset(stored, 0, sizeof(stored));
	memset(loaded, 0, sizeof(loaded));
	memset(loaded_twice, 0, sizeof(loaded_twice));
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb ? bb->insns : NULL, insn) {
			if (!insn || !insn->src)
				continue;
			if (insn->opcode == OP_STORE) {
				set_bit(stored, memory_bit(insn));
			} else if (insn->opcode == OP_LOAD) {
				bit = memory_bit(insn);
				if (has_bit(loaded, bit))
					set_bit(loaded_twice, bit);
				set_bit(loaded, bit);
			}
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

// (of a callee, or of another solve than the filters': perhaps)
static inline bool filtered(struct walk *safe w)
{
	return !w->callee && nullstate_serial(w->ns) == memory_serial;
}

bool may_hold_stored(struct walk *safe w, struct instruction *safe load)
{
	return !filtered(w) || has_bit(stored, memory_bit(load));
}

bool may_be_loaded_again(struct walk *safe w, struct instruction *safe load)
{
	return !filtered(w) || has_bit(loaded_twice, memory_bit(load));
}

// does the value of @insn leave its block: is it a phi's source there?
static bool given_on(struct instruction *safe insn)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(insn->target ? insn->target->users : NULL, pu) {
		struct instruction *u = pu ? pu->insn : NULL;

		if (u && u->bb == insn->bb && u->opcode == OP_PHISOURCE)
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

// Is @insn a select of a pointer that its block gives a phi, whose
// condition another select there, given a phi too, shares: two values
// an 'if' set together ('if (a[i] == K) { hit = &a[i]; found = 1; }')?
static bool paired_select(struct instruction *safe insn)
{
	struct pseudo_user *pu;

	if (insn->opcode != OP_SEL || !insn->bb || !is_ptr_type(insn->type) || !insn->src1 ||
	    insn->src1->type != PSEUDO_REG || !given_on(insn))
		return false;
	FOR_EACH_PTR(insn->src1->users, pu) {
		struct instruction *u = pu ? pu->insn : NULL;

		if (u && u != insn && u->bb == insn->bb && u->opcode == OP_SEL &&
		    u->src1 == insn->src1 && given_on(u))
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

struct instruction *path_last_insn(struct basic_block *safe bb)
{
	struct instruction *insn;

	FOR_EACH_PTR_REVERSE(bb->insns, insn) {
		if (insn->bb)
			return insn;
	} END_FOR_EACH_PTR_REVERSE(insn);
	return NULL;
}

pseudo_t element_base(pseudo_t addr)
{
	struct symbol *type;
	int i;

	for (i = 0; i < 4 && addr && addr->type == PSEUDO_REG && addr->def; i++) {
		struct instruction *def = addr->def;

		switch (def->opcode) {
		case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU: case OP_COPY:
			addr = def->src;
			continue;
		case OP_ADD:
			if (def->src2 && def->src2->type == PSEUDO_SYM)
				addr = def->src2;
			else if (def->src2 && def->src2->type == PSEUDO_VAL)
				addr = def->src1;
			else if (def->src1 && def->src1->type == PSEUDO_SYM)
				addr = def->src1;
			else
				return NULL;
			continue;
		}
		return NULL;
	}
	if (!addr || addr->type != PSEUDO_SYM || !addr->sym)
		return NULL;
	type = addr->sym;
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type && type->type == SYM_ARRAY && unescaped_local(addr) ? addr : NULL;
}

static struct instruction_list *elements;	// element_loads()

struct instruction_list *element_loads(void)
{
	return elements;
}

// is @insn a load of a pointer of a local variable's element, at a
// constant index, or a store into such a variable?
static bool element_access(struct instruction *safe insn)
{
	long long off;
	pseudo_t base;

	if ((insn->opcode != OP_LOAD && insn->opcode != OP_STORE) || !insn->src ||
	    insn->is_volatile || !element_base(insn->src))
		return false;
	return insn->opcode == OP_STORE ||
	       (is_ptr_type(insn->type) && insn->target && (base = offset_of(insn->src, &off)) &&
		base->type == PSEUDO_SYM);
}

static void list_phis(struct nullstate *safe ns, struct entrypoint *safe ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	bool stores;
	int i, order;

	phis_serial = nullstate_serial(ns);
	for (i = 0; i < nr_phis; i++)
		free_ptr_list(&phis[i]);
	free_ptr_list(&elements);
	FOR_EACH_PTR(ep->bbs, bb) {
		order = bb ? nullstate_order(ns, bb) : -1;
		if (order < 0)
			continue;
		if (order >= nr_phis) {
			struct instruction_list **l = realloc(phis, (order * 2 + 64) * sizeof(*phis));

			if (!l)
				die("out of memory");
			memset(l + nr_phis, 0, (order * 2 + 64 - nr_phis) * sizeof(*phis));
			phis = l;
			nr_phis = order * 2 + 64;
		}
		stores = false;
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb)
				continue;
			if (insn->opcode == OP_PHI || insn->opcode == OP_PHISOURCE ||
			    paired_select(insn)) {
				add_instruction(&phis[order], insn);
				continue;
			}
			// (a load after a store of an element in its block:
			// stored_on_path() reads it)
			if (!element_access(insn) || (insn->opcode == OP_LOAD && stores))
				continue;
			add_instruction(&phis[order], insn);
			if (insn->opcode == OP_LOAD)
				add_instruction(&elements, insn);
			stores |= insn->opcode == OP_STORE;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

void new_question(struct walk *safe w, struct entrypoint *safe ep)
{
	struct nullstate *ns = w->ns;

	question++;
	if (phis_serial != nullstate_serial(ns)) {
		list_phis(ns, ep);
		list_memory(ns, ep);
	}
	mark_leading(w, ep);
}

struct instruction_list *phis_in(struct walk *safe w, struct basic_block *safe bb)
{
	int order = w->callee ? -1 : nullstate_order(w->ns, bb);

	return order >= 0 && order < nr_phis && phis ? phis[order] : bb->insns;
}

bool takes_null(struct walk *safe w, struct basic_block *safe from,
	struct basic_block *safe child, int nr)
{
	int order = nullstate_order(w->ns, from);
	struct edges *all = edges, *e;

	if (order < 0 || nr >= 64)
		return path_edge_takes_null(w->ns, from, child, w->roots, w->nr_roots);
	if (order >= nr_edges || !all) {
		all = realloc(edges, (order * 2 + 64) * sizeof(*edges));
		if (!all)
			die("out of memory");
		memset(all + nr_edges, 0, (order * 2 + 64 - nr_edges) * sizeof(*edges));
		edges = all;
		nr_edges = order * 2 + 64;
	}
	e = &all[order];
	if (e->question != question) {
		e->question = question;
		e->asked = e->takes = 0;
	}
	if (!(e->asked >> nr & 1)) {
		e->asked |= 1ull << nr;
		if (path_edge_takes_null(w->ns, from, child, w->roots, w->nr_roots))
			e->takes |= 1ull << nr;
	}
	return e->takes >> nr & 1;
}

bool path_edge_takes_null(struct nullstate *safe ns, struct basic_block *safe from,
	struct basic_block *safe to, pseudo_t *safe roots, int nr)
{
	enum nullvalue values[8];
	int k, i, n = nullstate_nr_exits(ns, from);

	for (k = 0; k < n; k++) {
		if (!nullstate_edge_values(ns, from, k, to, roots, nr, values))
			continue;
		for (i = 0; i < nr && values[i] != NV_NONNULL; i++)
			;
		if (i == nr)
			return true;
	}
	return false;
}

bool path_null_copy(struct instruction *safe insn, struct instruction *safe why)
{
	return insn->opcode == OP_PHISOURCE && why->opcode == OP_PHISOURCE &&
	       insn->phi_src && insn->phi_src == why->phi_src &&
	       insn->phi_src->type == PSEUDO_VAL && !insn->phi_src->value &&
	       insn->pos.stream == why->pos.stream && insn->pos.line == why->pos.line &&
	       insn->pos.pos == why->pos.pos;
}

void find_twins(struct walk *safe w, struct entrypoint *safe ep)
{
	struct instruction *why = w->why, *insn;
	struct basic_block *bb;

	w->nr_twins = 0;
	if (!path_null_copy(why, why))
		return;
	FOR_EACH_PTR(ep->bbs, bb) {
		if (!bb || bb == why->bb || nullstate_order(w->ns, bb) < 0)
			continue;
		FOR_EACH_PTR_REVERSE(bb->insns, insn) {
			if (!insn->bb || !path_null_copy(insn, why))
				continue;
			if (w->nr_twins == EVIDENCE_TWINS)
				return;
			w->twins[w->nr_twins++] = bb;
			break;
		} END_FOR_EACH_PTR_REVERSE(insn);
	} END_FOR_EACH_PTR(bb);
}
