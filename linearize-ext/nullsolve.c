/*
 * The null-state solver: see nullstate.h for what it guarantees, and
 * nullarena.h for how its rooms fit.
 *
 * A state is a sorted array of facts, each about a pointer pseudo or an
 * access path.  A pseudo without a fact has the value of its definition
 * (kept on the pseudo, in ->priv, while the function is solved); a path
 * without one is UNKNOWN.  Each reached block keeps its state on exit; an
 * edge's state is its source's exit refined by the branch, and a block's
 * entry is its edges' states, joined, made again where it is read after
 * the solve (the checks' replay, the dump).
 *
 * This file orders the blocks, prepares a function (its live
 * instructions, the paths worth facts, the conditions worth tracking) and
 * runs the worklist to the fixed point.
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
#include "condsafe.h"
#include "nullsolve.h"
#include "nullsplit.h"
#include "nulllive.h"

// generous: a function's blocks are each visited a few times at most
#define VISITS_PER_BLOCK	40

// the first dirty block in reverse postorder: a sweep in that order, that
// goes back only to the header of a loop whose back edge changed
static struct bbinfo *next_dirty(struct nullstate *safe ns)
{
	unsigned int i;

	if (!ns->nr_dirty)
		return NULL;
	for (i = ns->lowest; !ns->blocks[i].dirty; i++)
		;
	ns->lowest = i + 1;
	ns->nr_dirty--;
	ns->blocks[i].dirty = false;
	return &ns->blocks[i];
}

// how many parents @bb has
static inline int nr_parents(struct basic_block *safe bb)
{
	struct ptr_list *head = one_node(bb->parents);

	return head ? head->nr : bb_list_size(bb->parents);
}

// A block with more parents than this (a switch's or a '&&' chain's end)
// holds each edge's state until the join: those get only the room they
// need (map_reserve()).
#define MANY_EDGES	8

// the edge from @parent into @bb, as the next of the @nr in @edges, if it
// can be taken (and once, where @bb is its parent's two targets); returns
// how many there are then
static inline int take_edge(struct nullstate *safe ns, struct basic_block *parent,
	struct basic_block *safe bb, struct factmap *safe edges, int nr, bool many)
{
	struct bbinfo *pi = parent ? parent->priv : NULL;

	if (!pi || !pi->reached || pi->edge_mark == ns->entering)
		return nr;
	pi->edge_mark = ns->entering;
	pi->edge = -1;
	if (many)
		// its exit's facts, and one that the edge's test may add
		map_reserve(&edges[nr], pi->out.nr + 1);
	if (!edge_state(ns, pi, bb, &edges[nr]))
		return nr;
	ns->edge_preds[nr] = parent;
	pi->edge = nr;
	return nr + 1;
}

// the entry state of @bi, and the values of its phis; false if unreached
static bool enter_block(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe in)
{
	struct basic_block *bb = bi->bb, *parent;
	struct factmap *safe edges, *tmp = &ns->join;
	struct instruction *insn;
	int nr = 0, i, parents = nr_parents(bb);
	struct ptr_list *head;
	bool live, many = parents > MANY_EDGES;

	if (parents > ns->alloc_edges) {
		// room for a few more than this block needs: the next with
		// more parents need not grow it again
		int alloc = parents + 8;

		edges = xrealloc(ns->edges, alloc * sizeof(*edges));
		memset(edges + ns->alloc_edges, 0,
		       (alloc - ns->alloc_edges) * sizeof(*edges));
		ns->edges = edges;
		ns->edge_preds = xrealloc(ns->edge_preds,
					  alloc * sizeof(*ns->edge_preds));
		ns->alloc_edges = alloc;
	}
	// one predecessor (most blocks): its edge's state is the entry's
	edges = parents == 1 ? in : ns->edges;
	if (++ns->entering == 0) {
		// wrapped: no block may keep a mark it could be taken for
		for (i = 0; i < ns->nr_blocks; i++)
			ns->blocks[i].edge_mark = 0;
		ns->entering = 1;
	}
	// what is live here first: an edge keeps nothing of what is not
	live = mark_live(ns, bi);
	cutting = live ? bi : NULL;
	head = one_node(bb->parents);
	if (head) {
		for (i = 0; i < head->nr; i++)
			nr = take_edge(ns, head->list[i], bb, edges, nr, many);
	} else {
		FOR_EACH_PTR(bb->parents, parent) {
			nr = take_edge(ns, parent, bb, edges, nr, many);
		} END_FOR_EACH_PTR(parent);
	}
	cutting = NULL;
	if (!nr) {
		in->nr = 0;
		return false;
	}

	// the phis come first: their sources are as each edge has them
	if (bi->phis) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb)
				continue;
			if (insn->opcode != OP_PHI) {
				if (!bi->late_phi)
					goto phis_done;
				continue;
			}
			transfer_phi(ns, bi, insn, edges);
			if (nr > 1)
				hold_phi(ns, insn, edges);
		} END_FOR_EACH_PTR(insn);
	}
phis_done:
	// then only what is live here is kept: each edge is cut down before
	// the join, so that a block with many predecessors (a shared exit)
	// is not joined over everything they each knew
	ns->nr_split_in = 0;
	if (bi->split)
		split_inputs(ns, bi, edges, nr);
	for (i = 0; live && i < ns->nr_split_in; i++)
		drop_dead(ns, bi, &ns->split_in[i]);
	if (edges == in) {
		if (live && in->nr)
			drop_dead(ns, bi, in);
		return true;
	}
	for (i = 0; i < nr; i++) {
		if (live)
			drop_dead(ns, bi, &edges[i]);
		if (i == 0) {
			// working maps both: the first edge's buffer becomes
			// the entry's, and the other way
			struct factmap first = edges[0];

			edges[0] = *in;
			*in = first;
		} else {
			join_map(in, &edges[i], tmp);
		}
	}
	return true;
}

// a state that @bi's is made from, to share pieces with (keep_state()):
// a parent's exit
static const struct keptmap *parent_state(struct bbinfo *safe bi)
{
	struct basic_block *parent;

	FOR_EACH_PTR(bi->bb->parents, parent) {
		struct bbinfo *pi = parent->priv;

		if (pi && pi->solved && pi->out.nr_pieces)
			return &pi->out;
	} END_FOR_EACH_PTR(parent);
	return NULL;
}

static bool solve_block(struct nullstate *safe ns, struct bbinfo *safe bi)
{
	struct basic_block *child;
	bool split_changed = false;
	int was;

	ns->current = bi;
	ns->defs_changed = false;
	if (bi->idx != 0) {
		struct factmap entry;

		if (!enter_block(ns, bi, &ns->entry))
			return false;
		was = bi->nr_split;
		bi->nr_split = 0;
		if (ns->nr_split_in)
			split_changed = solve_split(ns, bi, was);
		else
			split_changed = was != 0;
		// walk from it: its buffer is ns->cur's, and the other way
		entry = ns->entry;
		ns->entry = ns->cur;
		ns->cur = entry;
	} else {
		ns->cur.nr = 0;
	}
	bi->reached = true;
	walk_block(ns, bi, NULL, NULL);
	if (!bi->solved || !kept_same(&ns->cur, &bi->out) || ns->defs_changed ||
	    split_changed) {
		keep_state(&bi->out, &ns->cur,
			   ns->cur.nr > KEPT_FLAT ? parent_state(bi) : NULL);
		bi->solved = true;
		FOR_EACH_PTR(bi->bb->children, child) {
			mark_dirty(ns, child->priv);
		} END_FOR_EACH_PTR(child);
	}
	return true;
}

// the arms marked unlikely, and what only they lead to
static void mark_unlikely(struct nullstate *safe ns)
{
	struct basic_block *parent;
	unsigned int i;
	bool any = false;

	for (i = 1; i < ns->nr_blocks; i++) {
		struct bbinfo *bi = &ns->blocks[i];
		bool all = true;

		if (bi->bb->unlikely) {
			bi->unlikely = any = true;
			continue;
		}
		if (!any)		// no parent can be unlikely
			continue;
		FOR_EACH_PTR(bi->bb->parents, parent) {
			struct bbinfo *pi = parent->priv;

			// a parent not yet seen (a back edge) is not unlikely
			if (pi && (pi->idx >= i || !pi->unlikely))
				all = false;
		} END_FOR_EACH_PTR(parent);
		bi->unlikely = all;
	}
}

// the blocks in postorder, from @bb, not yet seen (its ->generation is
// not @gen); a block whose ->priv is set is still open, and an edge to it
// is a back edge
static void order_blocks(struct nullstate *safe ns, struct basic_block *safe bb, unsigned long gen,
	struct basic_block *safe *safe post, unsigned int *safe nr)
{
	struct basic_block *child;

	bb->generation = gen;
	bb->priv = ns;
	FOR_EACH_PTR_REVERSE(bb->children, child) {
		// seen: a back edge if it is still open
		if (child->generation == gen)
			ns->loops |= child->priv != NULL;
		else
			order_blocks(ns, child, gen, post, nr);
	} END_FOR_EACH_PTR_REVERSE(child);
	bb->priv = NULL;
	post[(*nr)++] = bb;
}

// Which paths are worth facts: only a pointer load of a path uses a fact
// about it, so a path loaded once, and never stored before, needs none.
// Keeping the others out keeps the states small on long functions.
// @scan is nullstate_solve_scan()'s.
static void count_paths(struct nullstate *safe ns,
	void (*scan)(struct instruction *, void *), void *data)
{
	struct instruction *safe *insns;
	struct sums sums;
	unsigned int i;

	find_slots(ns);
	sums.nr = 0;
	for (i = 0; i < ns->nr_blocks; i++) {
		struct instruction *insn;

		ns->blocks[i].first = ns->nr_insns;
		FOR_EACH_PTR(ns->blocks[i].bb->insns, insn) {
			struct nullpath *path;

			if (!insn->bb)
				continue;
			ns->blocks[i].last = insn;
			insns = ns->insns;
			if (!insns || ns->nr_insns == ns->alloc_insns) {
				ns->alloc_insns = ns->alloc_insns * 2 + 1024;
				insns = ns->insns = xrealloc(ns->insns,
					ns->alloc_insns * sizeof(*insns));
			}
			insns[ns->nr_insns++] = insn;
			switch (insn->opcode) {
			case OP_PHI:
				// one after another instruction: a phi that
				// sparse left where it was (rare)
				if (ns->nr_insns - 1 > ns->blocks[i].first &&
				    insns[ns->nr_insns - 2]->opcode != OP_PHI)
					ns->blocks[i].late_phi = true;
				ns->blocks[i].phis = true;
				continue;
			case OP_SEL:
				ns->selects = true;
				continue;
			case OP_ADD:
				if (ns->nr_slots)
					sum_of_slot(ns, insn, &sums);
				continue;
			case OP_CALL: case OP_PTRCAST: case OP_UTPTR:
				if (scan)
					scan(insn, data);
				continue;
			case OP_STORE:
				if (scan)
					scan(insn, data);
				if (insn->src && insn->src->type == PSEUDO_SYM &&
				    insn->target && is_zero(insn->target))
					ns->stores_null_sym = true;
				break;
			case OP_LOAD:
				break;
			default:
				continue;
			}
			if (insn->is_volatile)
				continue;
			if (!is_pointer(insn->type))
				continue;
			if (insn->opcode == OP_LOAD && ns->nr_slots)
				load_of_slot(ns, insn);
			path = path_of(ns, insn->src, insn->offset, insn->type);
			if (!path)
				continue;
			if (!insn->target)
				continue;
			if (insn->opcode == OP_STORE) {
				path->stores++;
				if (insn->target->type == PSEUDO_REG ||
				    insn->target->type == PSEUDO_ARG) {
					struct pinfo *safe pi = track(ns, insn->target);

					// (stored to more than one: each that
					// holds it is found when it is refined)
					pi->stored_more |= pi->stored && pi->stored != path;
					pi->stored = path;
					// (its memory is the same through this path)
					struct copy *c = arena_alloc(&arena, sizeof(*c));

					c->value = insn->target;
					c->next = path->copies;
					path->copies = c;
					ns->nr_copies++;
				}
			} else {
				path->loads++;
				path->last_load = i;
				ns->nr_child_loads += path->parent != NULL;
				track(ns, insn->target)->path = path;
			}
			path->useful = path->loads > 1 || (path->loads && path->stores) ||
				       (path->loads && cond_safe_in_file() &&
					cond_safe_member(insn->type, insn->lvalue));
		} END_FOR_EACH_PTR(insn);
		ns->blocks[i].nr_insns = ns->nr_insns - ns->blocks[i].first;
	}
	track_conditions(ns);
	for (i = 0; i < ns->nr_blocks; i++) {
		if (ns->blocks[i].leaves)
			ns->blocks[i].split = worth_splitting(&ns->blocks[i]);
	}
	if (ns->nr_copies && ns->nr_child_loads)
		through_copies(ns);
	if (ns->live_known && ns->loops)
		live_through_phis(ns);
	if (ns->loops)
		extend_to_loops(ns);
	ns->paths_counted = true;
}

struct nullstate *nullstate_solve(struct entrypoint *ep)
{
	return nullstate_solve_scan(ep, NULL, NULL);
}

// the solves so far, each one's number (nullstate_serial())
static unsigned long serial;

unsigned long nullstate_serial(struct nullstate *safe ns)
{
	return ns->serial;
}

struct nullstate *nullstate_solve_scan(struct entrypoint *ep,
	void (*scan)(struct instruction *, void *), void *data)
{
	struct basic_block *safe *post, *bb;
	struct nullstate *ns;
	struct bbinfo *bi, *blocks;
	unsigned int i, n = 0, nr_bbs, visits = 0, budget;

	if (!ep || !ep->entry || !ep->entry->bb)
		return NULL;
	ns = arena_alloc(&arena, sizeof(*ns));
	memset(ns, 0, sizeof(*ns));
	ns->ep = ep;
	ns->serial = ++serial;
	// the working states and growing arrays, as the last function left them
	take_maps(ns);
	ns->live_known = (fpasses & PASS_OPTIM) != 0;

	nr_bbs = bb_list_size(ep->bbs);
	// freed once ordered: the solve that follows is the peak
	post = xrealloc(NULL, (nr_bbs + 1) * sizeof(*post));
	blocks = xrealloc(NULL, (nr_bbs + 1) * sizeof(*blocks));
	ns->blocks = blocks;
	FOR_EACH_PTR(ep->bbs, bb) {
		bb->priv = NULL;
	} END_FOR_EACH_PTR(bb);
	order_blocks(ns, ep->entry->bb, ++bb_generation, post, &n);
	for (i = 0; i < n; i++) {
		struct bbinfo *bi = &ns->blocks[i];

		*bi = (struct bbinfo) { .bb = post[n - 1 - i], .idx = i };
		bi->bb->priv = bi;
	}
	ns->nr_blocks = n;
	free(post);
	mark_unlikely(ns);

	track_arguments(ns);
	// about a path per two blocks at most, in the chains of the hash
	ns->path_bits = 6;
	while ((2U << ns->path_bits) < n)
		ns->path_bits++;
	ns->paths = arena_alloc(&arena, sizeof(*ns->paths) << ns->path_bits);
	memset(ns->paths, 0, sizeof(*ns->paths) << ns->path_bits);
	count_paths(ns, scan, data);
	ns->solving = true;
	mark_dirty(ns, &ns->blocks[0]);
	budget = VISITS_PER_BLOCK * n + 100;
	while ((bi = next_dirty(ns))) {
		if (++visits > budget) {
			nullstate_free(ns);
			return NULL;
		}
		solve_block(ns, bi);
	}
	ns->solving = false;
	ns->current = NULL;
	return ns;
}

void nullstate_free(struct nullstate *ns)
{
	unsigned int i;
	int j;

	if (!ns)
		return;
	for (i = 0; i < ns->nr_blocks; i++) {
		ns->blocks[i].bb->priv = NULL;
		if (ns->blocks[i].rare)
			free_ptr_list(&ns->blocks[i].rare->live_phis);
	}
	for (j = 0; ns->pinfos && j < ns->nr_pinfos; j++)
		ns->pinfos[j]->pseudo->priv = NULL;
	give_back_maps(ns);
	free(ns->query.facts);
	free(ns->blocks);
	// the nullstate itself is the arena's too
	arena_reset(&arena);
}

bool nullstate_null_dereferenced(struct nullstate *safe ns)
{
	return ns->null_dereferenced;
}

bool nullstate_nonnull_at_end(struct nullstate *safe ns, pseudo_t safe p,
	struct basic_block *bb)
{
	struct bbinfo *bi = bb ? bb->priv : NULL;
	struct instruction *why;

	return bi && bi->reached && kept_value_in(&bi->out, p, &why) == NV_NONNULL;
}

bool nullstate_reached(struct nullstate *safe ns, struct basic_block *bb)
{
	struct bbinfo *bi = bb ? bb->priv : NULL;

	return bi && bi->reached;
}

bool entry_state(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe m)
{
	if (!bi->reached)
		return false;
	ns->current = bi;
	if (bi->idx == 0) {
		m->nr = 0;
		return true;
	}
	return enter_block(ns, bi, m);
}

void nullstate_replay(struct nullstate *safe ns, struct basic_block *safe bb,
	void (*visit)(struct nullstate *safe, struct instruction *safe, void *), void *data)
{
	struct bbinfo *bi = bb->priv;

	if (bi && entry_state(ns, bi, &ns->cur))
		walk_block(ns, bi, visit, data);
}

// what a replay looks for: the path's value where @call is about to run
struct before_call {
	struct instruction *call;
	struct nullpath *path;
	bool proven;
};

static void value_before(struct nullstate *safe ns, struct instruction *safe insn, void *data)
{
	struct before_call *b = data;
	struct fact *f;

	if (!b || insn != b->call || !b->path)
		return;
	f = map_find(&ns->cur, b->path);
	b->proven = f && f->value == NV_NONNULL;
}

// the last call before @insn in its block, or in the block before it
// where that is its only way in (a few blocks up)
static struct instruction *call_before(struct instruction *safe insn)
{
	struct basic_block *bb = insn->bb;
	struct instruction *at = insn, *i;
	int hops;

	for (hops = 0; bb && hops < 4; hops++) {
		bool before = !at;

		FOR_EACH_PTR_REVERSE(bb->insns, i) {
			if (i == at) {
				before = true;
				continue;
			}
			if (before && i && i->bb && i->opcode == OP_CALL)
				return i;
		} END_FOR_EACH_PTR_REVERSE(i);
		if (!bb->parents || ptr_list_size((struct ptr_list *)bb->parents) != 1)
			return NULL;
		bb = first_ptr_list((struct ptr_list *)bb->parents);
		at = NULL;
	}
	return NULL;
}

struct instruction *nullstate_forgotten_at(struct nullstate *safe ns, pseudo_t value)
{
	struct instruction *load = value && value->type == PSEUDO_REG ? value->def : NULL;
	struct pinfo *pi = load ? pinfo(value) : NULL;
	struct instruction *call = load ? call_before(load) : NULL;
	struct before_call b = { call, NULL, false };
	struct bbinfo *current = ns->current;
	struct basic_block *bb = call ? call->bb : NULL;
	struct factmap saved = { 0 };

	if (!load || load->opcode != OP_LOAD || !pi || !pi->path || !bb)
		return NULL;
	b.path = pi->path;
	// the walk the checks are in goes on after: its state is kept aside
	map_copy(&saved, &ns->cur);
	nullstate_replay(ns, bb, value_before, &b);
	map_copy(&ns->cur, &saved);
	free(saved.facts);
	ns->current = current;
	return b.proven ? b.call : NULL;
}

int nullstate_order(struct nullstate *safe ns, struct basic_block *bb)
{
	struct bbinfo *bi = bb ? bb->priv : NULL;

	return bi ? (int)bi->idx : -1;
}
