/*
 * The solver's storage: the arena that the pinfos, the paths and the
 * blocks' states of one function come from, given back all at once when
 * the function is done, and the working states and growing arrays kept
 * from one function to the next.  See nullarena.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "flow.h"
#include "options.h"

#include "nullarena.h"

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

// Kept states in pieces (see struct keptmap).  A piece ends after a fact
// whose key's hash has its low bits clear (one key in PIECE_AVG), or at
// PIECE_MAX facts: where two states hold the same keys, they are cut
// alike, and a fact that changes changes only its own piece.
#define PIECE_AVG	16
#define PIECE_MAX	64

static inline bool piece_ends(const struct fact *safe f)
{
	unsigned long long h = ((unsigned long)f->key >> 4) * 0x9e3779b97f4a7c15ULL;

	return ((h >> 40) & (PIECE_AVG - 1)) == 0;
}

static bool same_fact(const struct fact *safe a, const struct fact *safe b)
{
	return a->key == b->key && a->value == b->value && a->why == b->why &&
	       a->held == b->held && a->is_path == b->is_path;
}

// the piece of @m that holds the @nr facts at @facts, if any, looked for
// from *@at on (the pieces before it begin with keys below these)
static struct factpiece *shared_piece(const struct keptmap *m, int *safe at,
	const struct fact *safe facts, int nr)
{
	struct factpiece *safe *pieces;
	int i;

	pieces = m ? m->pieces : NULL;
	if (!m || !m->nr_pieces || !pieces)
		return NULL;
	while (*at < m->nr_pieces &&
	       (unsigned long)pieces[*at]->facts[0].key < (unsigned long)facts[0].key)
		(*at)++;
	if (*at == m->nr_pieces || pieces[*at]->nr != nr ||
	    pieces[*at]->facts[0].key != facts[0].key)
		return NULL;
	for (i = 0; i < nr; i++) {
		if (!same_fact(&pieces[*at]->facts[i], &facts[i]))
			return NULL;
	}
	return pieces[*at];
}

void keep_pieces(struct keptmap *safe dst, const struct factmap *safe src,
	const struct keptmap *like)
{
	const struct fact *safe facts = map_facts(src);
	struct keptmap old = *dst;
	struct factpiece *safe *pieces;
	int i, start, n = 0, at_old = 0, at_like = 0;

	// how many pieces
	for (i = 0, start = 0; i < src->nr; i++) {
		if (i + 1 == src->nr || i + 1 - start == PIECE_MAX || piece_ends(&facts[i])) {
			n++;
			start = i + 1;
		}
	}
	// a new array: the old one is read as it is filled
	pieces = arena_alloc(&arena, n * sizeof(*pieces));
	for (i = 0, start = 0, n = 0; i < src->nr; i++) {
		struct factpiece *piece;
		int nr = i + 1 - start;

		if (i + 1 < src->nr && nr < PIECE_MAX && !piece_ends(&facts[i]))
			continue;
		piece = shared_piece(&old, &at_old, &facts[start], nr);
		if (!piece)
			piece = shared_piece(like, &at_like, &facts[start], nr);
		if (!piece) {
			piece = arena_alloc(&arena, sizeof(*piece) + nr * sizeof(*facts));
			piece->nr = nr;
			copy_facts(piece->facts, &facts[start], nr);
		}
		pieces[n++] = piece;
		start = i + 1;
	}
	dst->pieces = pieces;
	dst->nr_pieces = n;
	dst->nr = src->nr;
	// no array of facts: what readers look at first
	dst->facts = NULL;
	dst->alloc = 0;
}

struct fact *piece_find(const struct keptmap *safe m, void *key)
{
	struct factpiece *safe *pieces = m->pieces;
	struct factpiece *piece;
	int lo = 0, hi = m->nr_pieces, i;

	if (!pieces || !hi)
		return NULL;

	// the last piece whose first key is not above @key
	while (hi - lo > 1) {
		int mid = (lo + hi) / 2;

		if ((unsigned long)pieces[mid]->facts[0].key <= (unsigned long)key)
			lo = mid;
		else
			hi = mid;
	}
	piece = pieces[lo];
	i = facts_index(piece->facts, piece->nr, key);
	return i < piece->nr && piece->facts[i].key == key ? &piece->facts[i] : NULL;
}

void pieces_copy(struct factmap *safe dst, const struct keptmap *safe src)
{
	const struct fact *run;
	struct fact *safe to;
	int i, nr, n = 0;

	// called by kept_copy() for a state with facts, in pieces
	to = map_grow(dst, src->nr);
	for (i = 0; (run = kept_run(src, i, &nr)); i++) {
		copy_facts(to + n, run, nr);
		n += nr;
	}
	dst->nr = n;
}

bool kept_same(const struct factmap *safe a, const struct keptmap *safe b)
{
	const struct fact *safe fa = map_facts(a);
	const struct fact *run;
	int i, nr, n = 0;

	if (a->nr != b->nr)
		return false;
	for (i = 0; (run = kept_run(b, i, &nr)); i++) {
		if (!facts_same(fa + n, run, nr))
			return false;
		n += nr;
	}
	return true;
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
static void trade_working(struct nullstate *safe ns __building)
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

void take_maps(struct nullstate *safe ns __building)
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

// the pinfos of the function being solved, by number, for ->held
struct pinfo *safe *pinfo_table;
