/*
 * The solver's storage: the arena that the pinfos, the paths and the
 * blocks' states of one function come from, given back all at once when
 * the function is done, and the working states and growing arrays kept
 * from one function to the next.  See nullstate-internal.h.
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
#include "nullstate-internal.h"

void *safe xrealloc(void *p, size_t size)
{
	p = realloc(p, size);
	if (!p)
		die("out of memory");
	return p;
}

#define ARENA_CHUNK	(64 * 1024)

struct arena arena = { .chunk = -1 };

void *safe arena_grow(struct arena *safe a, size_t size)
{
	char *safe *chunks = a->chunks;
	size_t *sizes = a->sizes;

	while (chunks && sizes && a->chunk + 1 < a->nr_chunks && size > sizes[a->chunk + 1])
		a->chunk++;
	if (!chunks || !sizes || a->chunk + 1 >= a->nr_chunks) {
		size_t n = size > ARENA_CHUNK ? size : ARENA_CHUNK;

		chunks = a->chunks = xrealloc(chunks, (a->nr_chunks + 1) * sizeof(*chunks));
		sizes = a->sizes = xrealloc(sizes, (a->nr_chunks + 1) * sizeof(*sizes));
		chunks[a->nr_chunks] = xrealloc(NULL, n);
		sizes[a->nr_chunks++] = n;
	}
	a->chunk++;
	a->used = size;
	a->avail = sizes[a->chunk];
	return chunks[a->chunk];
}

void *safe arena_array(void *old, size_t used, size_t nr, size_t size)
{
	void *safe p = arena_alloc(&arena, nr * size);

	if (old && used)
		memcpy(p, old, used * size);
	return p;
}

void arena_reset(struct arena *safe a)
{
	a->chunk = -1;
	a->used = 0;
	a->avail = 0;
}

// The working states (the current one, the edges', the joins') and the
// arrays that grow with a function (its instructions, pinfos, tests) are
// kept from one function to the next, as the arena is: a function solved
// takes them, and gives them back, with the room they have grown to.  (In
// the arena, an array that grows would leave its old room there until the
// function is done: twice the memory on a long one.)
static struct {
	struct factmap cur, entry, join, far, split_edge, split_in[MAX_SPLIT];
	struct factmap *edges;			// malloc()ed, nr_edges of them,
	struct basic_block *safe *edge_preds;	// ... as ns->edges, ns->edge_preds
	int nr_edges;
	struct instruction *safe *insns;	// malloc()ed, as ns->insns
	unsigned int alloc_insns;
	struct pinfo *safe *pinfos;
	int alloc_pinfos;
	struct instruction *safe *tests;
	int alloc_tests;
} spare;

// @a and @b trade their buffers; @a is left empty
static void trade(struct factmap *safe a, struct factmap *safe b)
{
	struct factmap t = *a;

	*a = *b;
	*b = t;
	a->nr = 0;
}

// the working states of @ns and the spare ones trade buffers
static void trade_working(struct nullstate *safe ns)
{
	int i;

	trade(&ns->cur, &spare.cur);
	trade(&ns->entry, &spare.entry);
	trade(&ns->join, &spare.join);
	trade(&ns->far, &spare.far);
	trade(&ns->split_edge, &spare.split_edge);
	for (i = 0; i < MAX_SPLIT; i++)
		trade(&ns->split_in[i], &spare.split_in[i]);
}

void take_maps(struct nullstate *safe ns)
{
	struct factmap *edges = spare.edges;
	struct basic_block *safe *preds = spare.edge_preds;

	trade_working(ns);
	if (!edges || !preds) {
		edges = xrealloc(NULL, 8 * sizeof(*edges));
		memset(edges, 0, 8 * sizeof(*edges));
		preds = xrealloc(NULL, 8 * sizeof(*preds));
		spare.nr_edges = 8;
	}
	ns->edges = edges;
	ns->edge_preds = preds;
	ns->alloc_edges = spare.nr_edges;
	ns->insns = spare.insns;
	ns->alloc_insns = spare.alloc_insns;
	ns->pinfos = spare.pinfos;
	ns->alloc_pinfos = spare.alloc_pinfos;
	ns->tests = spare.tests;
	ns->alloc_tests = spare.alloc_tests;
}

void give_back_maps(struct nullstate *safe ns)
{
	trade_working(ns);
	spare.edges = ns->edges;
	spare.edge_preds = ns->edge_preds;
	spare.nr_edges = ns->alloc_edges;
	spare.insns = ns->insns;
	spare.alloc_insns = ns->alloc_insns;
	spare.pinfos = ns->pinfos;
	spare.alloc_pinfos = ns->alloc_pinfos;
	spare.tests = ns->tests;
	spare.alloc_tests = ns->alloc_tests;
}
