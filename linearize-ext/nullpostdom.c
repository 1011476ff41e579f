/*
 * Post-dominators: does every path from a block to a return go through
 * another?  Made once per solve, the first time a rule asks, from the
 * flow graph alone (every edge, taken or not), so that an answer of
 * "yes" holds on any subset of the paths.  See nullstate.h.
 *
 * The tree is made on the reversed graph, with one exit after every
 * block that returns, by the iterative algorithm of Cooper, Harvey and
 * Kennedy ("A Simple, Fast Dominance Algorithm"), and numbered by a walk
 * of it, so that a question is two comparisons.  A block from which no
 * path returns (a loop without exit, a call that never returns) is in no
 * tree: nothing is said of it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"

#include "nullarena.h"

#define NONE	(-1)

// does @bi end in a return (its last live instruction, count_paths())?
static bool returns(const struct bbinfo *safe bi)
{
	return bi->last && bi->last->opcode == OP_RET;
}

static int order_of(struct basic_block *bb)
{
	struct bbinfo *bi = bb ? bb->priv : NULL;

	return bi ? (int)bi->idx : NONE;
}

// Number the blocks in postorder of the reversed graph, from the exit
// (number n, last): a block's number is after all of its successors'
// that the walk reached first.  Returns how many were numbered.
static int reverse_postorder(struct nullstate *safe ns, int *safe po,
	int *safe by_po)
{
	int n = ns->nr_blocks, sp = 0, nr = 0, nr_edges = 0, i;
	int *stack = arena_alloc(&arena, (n + 1) * sizeof(int));
	int *start = arena_alloc(&arena, (n + 1) * sizeof(int));
	int *cursor = arena_alloc(&arena, (n + 1) * sizeof(int));
	int *edges;

	// the parents, flat: a block's are edges[start[i]] up to start[i + 1]
	for (i = 0; i < n; i++) {
		start[i] = nr_edges;
		nr_edges += ptr_list_size((struct ptr_list *)ns->blocks[i].bb->parents);
	}
	start[n] = nr_edges;
	edges = arena_alloc(&arena, (nr_edges + 1) * sizeof(int));
	for (i = 0; i < n; i++) {
		struct basic_block *parent;
		int j = start[i];

		FOR_EACH_PTR(ns->blocks[i].bb->parents, parent) {
			edges[j++] = order_of(parent);
		} END_FOR_EACH_PTR(parent);
		cursor[i] = start[i];
		po[i] = NONE;
	}
	// the exit's predecessors, each a root below it
	for (i = 0; i < n; i++) {
		if (po[i] != NONE || !returns(&ns->blocks[i]))
			continue;
		po[i] = -2;			// on the stack
		stack[sp++] = i;
		while (sp) {
			int top = stack[sp - 1], j = NONE;

			while (cursor[top] < start[top + 1]) {
				j = edges[cursor[top]++];
				if (j != NONE && po[j] == NONE)
					break;
				j = NONE;
			}
			if (j != NONE) {
				po[j] = -2;
				stack[sp++] = j;
				continue;
			}
			sp--;
			by_po[nr] = top;
			po[top] = nr++;
		}
	}
	return nr;
}

static int intersect(const int *safe ipdom, const int *safe po, int a, int b)
{
	while (a != b) {
		while (po[a] < po[b])
			a = ipdom[a];
		while (po[b] < po[a])
			b = ipdom[b];
	}
	return a;
}

static void make_tree(struct nullstate *safe ns)
{
	int n = ns->nr_blocks, exit = n, nr, i, k, next;
	int *po = arena_alloc(&arena, (n + 1) * sizeof(int));
	int *by_po = arena_alloc(&arena, (n + 1) * sizeof(int));
	int *ipdom = arena_alloc(&arena, (n + 1) * sizeof(int));
	int *first = arena_alloc(&arena, (n + 1) * sizeof(int));
	int *sibling = arena_alloc(&arena, (n + 1) * sizeof(int));
	int *stack = arena_alloc(&arena, (n + 1) * sizeof(int));
	unsigned int *in = arena_alloc(&arena, (n + 1) * sizeof(*in));
	unsigned int *out = arena_alloc(&arena, (n + 1) * sizeof(*out));
	bool changed = true;

	nr = reverse_postorder(ns, po, by_po);
	po[exit] = nr;
	for (i = 0; i <= n; i++)
		ipdom[i] = NONE;
	ipdom[exit] = exit;
	while (changed) {
		changed = false;
		// in reverse postorder of the reversed graph, the exit first
		for (k = nr - 1; k >= 0; k--) {
			struct basic_block *child;
			int b = by_po[k], pd = returns(&ns->blocks[b]) ? exit : NONE;

			FOR_EACH_PTR(ns->blocks[b].bb->children, child) {
				int c = order_of(child);

				if (c == NONE || po[c] < 0 || ipdom[c] == NONE)
					continue;
				pd = pd == NONE ? c : intersect(ipdom, po, c, pd);
			} END_FOR_EACH_PTR(child);
			if (pd != ipdom[b]) {
				ipdom[b] = pd;
				changed = true;
			}
		}
	}
	// number the tree: a block's descendants are numbered within its
	// interval
	for (i = 0; i <= n; i++)
		first[i] = sibling[i] = NONE;
	ns->pd_in = in;
	ns->pd_out = out;
	for (i = 0; i < n; i++) {
		in[i] = out[i] = 0;
		if (ipdom[i] == NONE)
			continue;
		sibling[i] = first[ipdom[i]];
		first[ipdom[i]] = i;
	}
	next = 1;
	k = 0;
	stack[k++] = exit;
	while (k) {
		int b = stack[k - 1], c = first[b];

		if (c != NONE) {
			// enter the next child, unlinked from the list
			first[b] = sibling[c];
			in[c] = next++;
			stack[k++] = c;
			continue;
		}
		if (b != exit)
			out[b] = next++;
		k--;
	}
}

bool nullstate_postdominates(struct nullstate *safe ns, struct basic_block *safe a,
	struct basic_block *safe b)
{
	struct bbinfo *x = a->priv, *y = b->priv;
	unsigned int *in, *out;

	if (!x || !y)
		return false;
	if (!ns->pd_in)
		make_tree(ns);
	in = ns->pd_in;
	out = ns->pd_out;
	if (!in || !out)
		return false;
	return in[x->idx] && in[y->idx] && in[x->idx] <= in[y->idx] &&
	       out[y->idx] <= out[x->idx];
}
