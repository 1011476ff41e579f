/*
 * Liveness of facts: an edge into a block keeps no fact about a pseudo
 * that is dead there, nor about a path past its last load (loops
 * included), so that states stay small.  See nulllive.h.
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
#include "nulllive.h"
#include "nullvalue.h"
#include "ptrhash.h"

bool mark_live(struct nullstate *safe ns, struct bbinfo *safe bi)
{
	pseudo_t p;

	if (!ns->live_known)
		return false;
	// sparse's liveness lists registers and arguments only
	FOR_EACH_PTR(bi->bb->needs, p) {
		struct pinfo *pi = p->priv;

		if (pi)
			pi->live = bi->idx + 1;
	} END_FOR_EACH_PTR(p);
	FOR_EACH_PTR(bi->rare ? bi->rare->live_phis : NULL, p) {
		struct pinfo *pi = p->priv;

		if (pi)
			pi->live = bi->idx + 1;
	} END_FOR_EACH_PTR(p);
	return true;
}

bool nullstate_loop_test(struct nullstate *safe ns, struct basic_block *bb)
{
	struct bbinfo *bi = bb ? bb->priv : NULL;
	struct basic_block *other;

	if (!bi)
		return false;
	FOR_EACH_PTR(bb->parents, other) {
		struct bbinfo *oi = other->priv;

		if (oi && oi->idx >= bi->idx)
			return true;
	} END_FOR_EACH_PTR(other);
	FOR_EACH_PTR(bb->children, other) {
		struct bbinfo *oi = other->priv;

		if (oi && oi->idx <= bi->idx)
			return true;
	} END_FOR_EACH_PTR(other);
	return false;
}

// @p, the value of a phi, is needed on entry to @bb: so it is on entry to
// every block on the way up from @bb to the phi's own
static void live_up_to_phi(struct nullstate *safe ns, struct basic_block *safe bb,
	pseudo_t safe p, unsigned long gen)
{
	struct basic_block_list *todo = NULL;
	struct basic_block *b, *parent;
	struct basic_block *home = p->def ? p->def->bb : NULL;

	add_bb(&todo, bb);
	while ((b = delete_ptr_list_last((struct ptr_list **)&todo))) {
		FOR_EACH_PTR(b->parents, parent) {
			struct bbinfo *pi = parent->priv;

			// (a block the solve orders has its bbinfo)
			if (parent == home || parent->generation == gen || !pi)
				continue;
			parent->generation = gen;
			add_pseudo(&bb_rare(pi)->live_phis, p);
			add_bb(&todo, parent);
		} END_FOR_EACH_PTR(parent);
	}
	free_ptr_list(&todo);
}

void live_through_phis(struct nullstate *safe ns)
{
	static struct ptrhash walked;		// each phi's walk, by its mark
	unsigned int i;

	ptrhash_clear(&walked);
	for (i = 0; i < ns->nr_blocks; i++) {
		struct basic_block *safe bb = ns->blocks[i].bb;
		pseudo_t p;

		FOR_EACH_PTR(bb->needs, p) {
			unsigned long gen;

			// (of pointers, what the solver keeps facts of, at the
			// head of a loop: elsewhere no source of the phi comes
			// after a use of it)
			if (p->type != PSEUDO_REG || !p->def || p->def->opcode != OP_PHI ||
			    p->def->bb == bb || !p->def->bb || !is_pointer(p->def->type) ||
			    !nullstate_loop_test(ns, p->def->bb))
				continue;
			// one walk for each phi, from every block that needs it:
			// a block it went through is not gone through again
			gen = (unsigned long)ptrhash_get(&walked, p);
			if (!gen) {
				gen = ++bb_generation;
				ptrhash_put(&walked, p, (void *)gen);
			}
			live_up_to_phi(ns, bb, p, gen);
		} END_FOR_EACH_PTR(p);
	}
}

// fact_live(), for the block numbered @idx
static inline bool live_at(struct nullstate *safe ns, unsigned int idx, const struct fact *safe f)
{
	struct pinfo *pi;

	if (f->is_path) {
		struct nullpath *path = f->key;

		if (path->last_load < idx && ns->paths_counted)
			return false;
		// (a path through a loaded pointer is reached again through
		// any load of that pointer, its base dead or not: 'br =
		// brs[i]; if (!br->bb) ...; for (...) use(br->bb);')
		pi = path->via_slot || path->depth > 1 ? NULL : pinfo(path->base);
	} else {
		pi = ((pseudo_t)f->key)->priv;
	}
	return !pi || pi->live == idx + 1;
}

bool fact_live(struct nullstate *safe ns, struct bbinfo *safe bi, const struct fact *safe f)
{
	return live_at(ns, bi->idx, f);
}

// is @p among the pointers that stores put in @path (through_copies())?
static bool copied_to(struct nullpath *safe path, pseudo_t p)
{
	struct copy *c;

	for (c = path->copies; c; c = c->next) {
		if (c->value == p)
			return true;
	}
	return false;
}

void drop_dead(struct nullstate *safe ns, struct bbinfo *safe bi, struct factmap *safe m)
{
	struct fact *safe facts = map_facts(m);
	unsigned int idx = bi->idx, mark = idx + 1;
	int i, j = 0, nr = m->nr;

	for (i = 0; i < nr; i++) {
		struct fact *safe f = &facts[i];

		if (!live_at(ns, idx, f))
			continue;
		// a path holds nothing dead (but the pointer loaded elsewhere
		// that it was given: what is known of memory through it is
		// found through either, through_copies())
		if (f->held && held_info(f->held)->live != mark &&
		    !(f->is_path && copied_to(f->key, held_pseudo(f->held)))) {
			f->held = 0;
			if (f->value == NV_UNKNOWN)
				continue;
		}
		if (j != i)
			facts[j] = *f;
		j++;
	}
	m->nr = j;
}

void extend_to_loops(struct nullstate *safe ns)
{
	unsigned int n = ns->nr_blocks, t, i, h, cur = 0;
	unsigned int *reach = calloc(n + 1, sizeof(*reach));
	struct nullpath *path;

	if (!reach)
		die("out of memory");
	for (t = 0; t < n; t++) {
		struct basic_block *child;

		FOR_EACH_PTR(ns->blocks[t].bb->children, child) {
			struct bbinfo *h = child->priv;

			if (h && h->idx <= t && reach[h->idx] < t)
				reach[h->idx] = t;
		} END_FOR_EACH_PTR(child);
	}
	for (i = 0; i < n; i++) {
		if (reach[i] > cur)
			cur = reach[i];
		reach[i] = cur > i ? cur : i;
	}
	for (h = 0; h < 1U << ns->path_bits; h++) {
		for (path = ns->paths[h]; path; path = path->next) {
			int rounds = 0;

			while (reach[path->last_load] > path->last_load && rounds++ < 8)
				path->last_load = reach[path->last_load];
		}
	}
	free(reach);
}
