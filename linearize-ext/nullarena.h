#ifndef NULLARENA_H
#define NULLARENA_H

///
// The solver's state
// ------------------
//
// The state of the function being solved, and where it lives.  One
// function is solved at a time: its state is the struct nullstate, the
// ->priv of its pseudos (struct pinfo) and of its basic blocks (struct
// bbinfo), and the few file-scope variables that the rooms above declare.
//
// The solver's rooms, from the ground up; each includes only the headers
// of the rooms below it, and each header says what its room guarantees:
//
//	nullarena.c	this state, the arena and the working storage
//	nullvalue.c	values and facts: pinfos, a pseudo's value, joins, roots
//	nulllive.c	liveness of facts
//	nullsummary.c	summaries: the file's table, another file's from the
//			summary database, and what a call asks of one
//	nullentry.c	the ways into a block, and the split exit refined
//	nullcond.c	what a side of a test says (refinements)
//	nullpath.c	access paths, private slots, what a store or call clobbers
//	nulldepend.c	what a test of an integer proves of the cond_safe
//			pointers that depend on it
//	nulledge.c	the state along an edge: refinement, never-taken edges
//	nulltransfer.c	the transfer functions, and the walk of a block
//	nullsplit.c	split states: a block walked edge by edge
//	nullsolve.c	the worklist solver: order, setup, fixed point, replay
//	nullsummarize.c	a solved function's summary, and the globals' proof
//	nullrecord.c	the file's summaries, recorded into the summary database
//	nulldump.c	-fdump-nullstate
//
// nullstate.h, below them all, is the solver's face for the checks: what
// each room gives them.  Beside the rooms, with headers of their own:
// globals.c (what the file assigns to its global pointers, read before any
// function is solved), nullmap.c (states), lattice.c (values),
// annotations.c (what 'safe' and its kin say of a type or a declaration),
// condsafe.c (the cond_safe attribute: what a fact on an integer implies),
// summarydb.c (the summary database, SQLite's rows, a leaf).
// No file outside linearize-ext/ includes a room's header.
//
// Storage.  Everything a function takes from the arena is given back by
// arena_reset(); the working states and the growing arrays (instructions,
// pinfos, tests, edges) are taken by take_maps() with the room the last
// function left them, and given back by give_back_maps().

#include "linearize.h"
#include "nullmap.h"
#include "nullstate.h"

// a pointer that a store puts in a path (nullpath.copies)
struct copy {
	struct copy *next;
	pseudo_t safe value;
};

struct nullpath {
	struct nullpath *next;			// in its hash chain
	pseudo_t safe base;
	int depth;
	int loads, stores;			// pointer accesses to it
	bool useful;				// a fact about it can be used
	bool via_slot;				// its base is reloaded from a
						// ... private slot, live or not
	bool kept_local;			// its base is a kept local
						// ... (local_kept())
	pseudo_t holder;			// ... and the local its address
						// ... is kept in, if any
	struct nullpath *parent;		// the path of the pointer it is
						// ... reached through, if made
	struct copy *copies;			// the pointers stores put here
						// ... (through_copies())
	unsigned int last_load;			// ... up to this block
	long long offset[NULLPATH_DEPTH];
	struct symbol *type[NULLPATH_DEPTH];	// the type accessed at each level
};

// what is known of a tracked pseudo, on its ->priv
struct pinfo {
	pseudo_t safe pseudo;
	struct instruction *why;		// evidence, if it may be NULL
	struct nullpath *path;			// where it was loaded from
	unsigned int live;			// block mark: live on entry
	unsigned char def;			// its value where it is defined
	struct bbinfo *loop;			// a loop header's phi, NULL only
						// ... from before the loop: that loop
	pseudo_t copy;				// loaded from a private slot: the
						// ... one value ever stored there
	struct nullpath *stored;		// a path it is stored to
	unsigned int nr;			// its number, from 1 (a fact's ->held)
	unsigned int same;			// loaded from a path that held
						// ... this pseudo's value there
	bool cond;				// an integer that branches test
	bool kept;				// computed from a pointer whose
						// ... value it keeps (transfer_keep())
	bool left_out;				// a fact about it was left out of
						// ... a state as its definition's
						// ... value (left_out())
	bool derived;				// has pointers computed from it
						// ... ('&p->m', casts) that keep
						// ... its value
	bool rehomed;				// a phi or a select that a path
						// ... holds where its sources meet
						// ... (rehome())
	bool stored_more;			// stored to more paths than
						// ... ->stored
};

// a local variable that sparse left in memory (a safe one, see patch
// 0007, an inlined function's parameter among them) and whose address is
// never taken: no pointer reaches it, and what is stored there is all a
// load of it can give
struct slot {
	pseudo_t safe sym;
	int stores;
	pseudo_t value;				// the last value stored
};

// A state kept for a block's exit (bbinfo.out, split_exits.out): a small
// one as an array of its own, as a working state is; a large one cut into
// pieces where its keys' hashes say (keep_state()), so that a piece that
// another kept state holds too, fact for fact, is shared, not copied: a
// fact that no later block changes is kept once, not once per block (a
// function that keeps thousands of facts live to its end would keep them
// once per block).  Read with kept_find(), kept_value_in(), kept_copy(),
// kept_same() and kept_run().
#define KEPT_FLAT	64			// facts, at most, kept as an array

struct factpiece {
	int nr;
	struct fact facts[];
};

struct keptmap {
	struct fact *facts;			// its facts, if flat (NULL if not)
	struct factpiece *safe *pieces;		// ... or nr_pieces pieces, in
	int nr, alloc;				// ... the order of their keys
	int nr_pieces;
};

// What few blocks have: made the first time one is set (bb_rare()), in
// the arena, so that the others do not pay for room they never use.
struct bbrare {
	struct split_exits *exits;		// its exit, edge by edge, if
						// ... nr_split > 0
	struct implication *safe *implied;	// what its branch may make true
	unsigned int nr_implied;		// ... (find_implications())
	struct edge_memo *memo;			// its edges, as queries found
						// ... them (nullstate_edge_values())
	struct pseudo_list *live_phis;		// phis live on entry that sparse's
						// ... liveness leaves out
						// ... (live_through_phis())
};

struct bbinfo {
	struct basic_block *safe bb;
	struct keptmap out;			// its state on exit (its entry is
						// ... made again from its
						// ... parents' exits: entry_state())
	pseudo_t safe *leaves;			// what its branch tests for 0
						// ... (see cond_leaves())
	struct instruction *last;		// its last instruction (its branch)
	struct bbrare *rare;			// what few blocks have, if any
	unsigned char nr_split;			// its exits in rare->exits, if > 0
	unsigned char nr_leaves;
	bool ends:1;				// in a call that never returns
	bool reached:1;
	bool solved:1;				// walked at least once
	bool dirty:1;
	bool unlikely:1;			// in an arm marked unlikely
	bool phis:1;				// begins with phis
	bool late_phi:1;			// ... or has one after another
						// ... instruction
	bool split:1;				// worth walking edge by edge
	bool int_phi:1;				// its branch tests a phi of
						// ... integers of its own
	bool selects:1;				// a select of it has its branch's
						// ... condition
	unsigned int idx;
	unsigned int first, nr_insns;		// its live instructions, in
						// ... ns->insns (count_paths())
	int edge;				// its index among the preds seen
	unsigned int edge_mark;			// ... set by this enter_block()
};

// A block whose branch tests what its incoming edges disagree on (a phi of
// its own: what '&&' and '||' lowered to values leave, or 'len = s ?
// strlen(s) : 0; if (len)'; a pointer; an integer that another branch
// tests) is walked once per incoming edge, or per alternative of one, up
// to this many; its branch refines each exit as its edge says, and the
// edges out of it join what is left.
#define MAX_SPLIT	4

// A split block's exit from each incoming edge (bbinfo.exits): made the
// first time it is split, in the arena, so that the others do not pay
// for it.
struct split_exits {
	struct keptmap out[MAX_SPLIT];
	struct basic_block *pred[MAX_SPLIT];	// the edge's source
	pseudo_t on[MAX_SPLIT];			// what its switch is on on that
						// ... edge, if a constant
};

struct nullstate {
	struct entrypoint *safe ep;
	unsigned long serial;			// nullstate_serial()
	struct bbinfo *safe blocks;		// in reverse postorder
	unsigned int nr_blocks;
	unsigned int nr_dirty;			// blocks to walk (again)
	unsigned int lowest;			// no dirty block is before it
	struct bbinfo *current;			// the block being walked
	struct factmap cur;			// its state, as the walk goes
	bool solving;				// not a replay
	bool splitting;				// walking one edge of a split block:
						// ... its values go in the state
	bool defs_changed;			// by the walk of the current block
	bool paths_counted;			// count_paths() has run
	bool null_dereferenced;			// seen while solving
	bool live_known;			// are bb->needs up to date?
	bool loops;				// has a back edge
	bool selects;				// has a select
	bool stores_null_sym;			// stores a NULL constant into a
						// ... variable (summarize_null_globals())
	unsigned int entering;			// enter_block()s so far

	struct pinfo *safe *pinfos;
	int nr_pinfos, alloc_pinfos;
	struct nullpath **safe paths;		// the paths, hashed into
	unsigned int path_bits;			// ... 1 << path_bits chains
	unsigned int nr_copies;			// pointers stored in paths, and
	unsigned int nr_child_loads;		// ... loads through a loaded
						// ... pointer (through_copies())
	struct slot *slots;			// the private slots
	int nr_slots;

	struct factmap *safe edges;		// scratch: incoming edges' states
	struct basic_block *safe *safe edge_preds;	// ... and their sources
	int alloc_edges;
	struct factmap split_edge;		// scratch: one split exit, refined
	struct factmap split_in[MAX_SPLIT];	// scratch: a split block's entries
	struct basic_block *split_in_pred[MAX_SPLIT];	// ... their edges' sources
	pseudo_t split_in_case[MAX_SPLIT];	// ... what the switch is on there
	int nr_split_in;
	struct factmap far;			// scratch: a far phi source's edge
	struct instruction *safe *tests;	// see nullstate_tests()
	int nr_tests, alloc_tests;
	struct instruction *safe *insns;	// the blocks' live instructions,
	unsigned int nr_insns, alloc_insns;	// ... each block's in a run: walked
						// ... without the dead ones that
						// ... sparse leaves in its lists
	struct factmap join;			// scratch: a join's result
	struct factmap entry;			// scratch: an entry state
	struct factmap query;			// scratch: nullstate_edge_values()
	unsigned int *pd_in, *pd_out;		// by block: its interval in the
						// ... tree of post-dominators,
						// ... or 0; made when first
						// ... asked (nullpostdom.c)
};

// The pinfos, the paths and the blocks' exit states come from an arena
// that outlives one function: what a function took is given back
// all at once, and the memory is kept for the next one (sparse's
// allocators would map and unmap it each time, which costs system calls
// and page faults that the instruction counts miss).  A state that grows
// takes new room; the old is given back with the rest.
struct arena {
	char *safe *chunks;
	size_t *sizes;
	int nr_chunks;
	int chunk;				// the one being filled, or -1
	size_t used, avail;			// ... so far, and its size
};

// the solver's one arena (nullarena.c)
extern struct arena arena;

///
// Room for @size bytes in @a, aligned for any fact (16): from the chunk
// being filled, or a new one (arena_grow()).  Given back, with all the
// arena holds, by arena_reset().
void *safe arena_grow(struct arena *safe a, size_t size);

static inline void *safe arena_alloc(struct arena *safe a, size_t size)
{
	char *safe *chunks = a->chunks;

	size = (size + 15) & ~(size_t)15;
	if (!chunks || a->used + size > a->avail)
		return arena_grow(a, size);
	a->used += size;
	return chunks[a->chunk] + a->used - size;
}

// @dst = @src cut into pieces, sharing those that @dst had or that @like
// has (nullarena.c)
void keep_pieces(struct keptmap *safe dst, const struct factmap *safe src,
	const struct keptmap *like);

// @dst = @src, for a state kept per block: room from the arena, no more
// than it needs when it has to grow; a large state in pieces, shared where
// @dst (as it was) or @like, a state that the block's is made from, has
// the same
static inline void keep_state(struct keptmap *safe dst, const struct factmap *safe src,
	const struct keptmap *like)
{
	const struct fact *from = src->facts;
	struct fact *to = dst->facts;

	if (__builtin_expect(src->nr > KEPT_FLAT, 0)) {
		keep_pieces(dst, src, like);
		return;
	}
	dst->nr_pieces = 0;
	if (src->nr && from) {
		if (!to || src->nr > dst->alloc) {
			dst->alloc = src->nr;
			to = dst->facts = arena_alloc(&arena, src->nr * sizeof(*from));
		}
		copy_facts(to, from, src->nr);
	}
	dst->nr = src->nr;
}

// the fact about @key in a kept state in pieces (nullarena.c)
struct fact *piece_find(const struct keptmap *safe m, void *key);

/// The fact about @key in @m, or NULL.
static inline struct fact *kept_find(const struct keptmap *safe m, void *key)
{
	struct fact *facts = m->facts;
	int i;

	if (!facts || !m->nr)
		return m->nr_pieces ? piece_find(m, key) : NULL;
	i = facts_index(facts, m->nr, key);
	return i < m->nr && facts[i].key == key ? &facts[i] : NULL;
}

/// The @i-th run of facts of @m, in the order of their keys, into @nr (0
/// past the last): a flat state is one run, a state in pieces one a piece.
static inline const struct fact *kept_run(const struct keptmap *safe m, int i, int *safe nr)
{
	struct factpiece *safe *pieces = m->pieces;
	struct factpiece *piece;

	*nr = 0;
	if (!m->nr_pieces) {
		if (i || !m->facts)
			return NULL;
		*nr = m->nr;
		return m->facts;
	}
	if (i >= m->nr_pieces || !pieces)
		return NULL;
	piece = pieces[i];
	*nr = piece->nr;
	return piece->facts;
}

// kept_copy() of a state in pieces (nullarena.c)
void pieces_copy(struct factmap *safe dst, const struct keptmap *safe src);

/// @dst = @src, @dst a working state.
static inline void kept_copy(struct factmap *safe dst, const struct keptmap *safe src)
{
	const struct fact *facts = src->facts;

	if (src->nr && facts)
		copy_facts(map_grow(dst, src->nr), facts, src->nr);
	else if (src->nr)
		pieces_copy(dst, src);		// in pieces: no array of facts
	dst->nr = src->nr;
}

/// Do @a and @b hold the same facts (facts_same())?
bool kept_same(const struct factmap *safe a, const struct keptmap *safe b);

/// What few blocks have of @bi (struct bbrare), made if it is not.
static inline struct bbrare *safe bb_rare(struct bbinfo *safe bi)
{
	struct bbrare *r = bi->rare;

	if (!r) {
		r = arena_alloc(&arena, sizeof(*r));
		memset(r, 0, sizeof(*r));
		bi->rare = r;
	}
	return r;
}

/// @bi's exits edge by edge, or NULL.
static inline struct split_exits *bb_exits(const struct bbinfo *safe bi)
{
	return bi->rare ? bi->rare->exits : NULL;
}

/// How many implications @bi's branch has.
static inline unsigned int bb_nr_implied(const struct bbinfo *safe bi)
{
	return bi->rare ? bi->rare->nr_implied : 0;
}

static struct pinfo *pinfo(pseudo_t p)
{
	if (!p || (p->type != PSEUDO_REG && p->type != PSEUDO_ARG))
		return NULL;
	return p->priv;
}

// the pinfos of the function being solved, by number, for ->held
// (nullvalue.c)
extern struct pinfo *safe *pinfo_table;

// a fact holds a number once track() has made the table
static inline struct pinfo *safe held_info(unsigned int nr)
{
	return ((struct pinfo *safe *safe)pinfo_table)[nr - 1];
}

static inline pseudo_t held_pseudo(unsigned int nr)
{
	return held_info(nr)->pseudo;
}

static inline bool is_tracked(pseudo_t p)
{
	return pinfo(p) != NULL;
}

// The value of @p, which no state holds a fact about: a constant's, or
// what is not known of a pseudo that is not tracked.
static inline enum nullvalue untracked_value(pseudo_t p)
{
	if (!p)
		return NV_UNKNOWN;
	switch (p->type) {
	case PSEUDO_VAL:
		return p->value ? NV_NONNULL : NV_NULL;
	case PSEUDO_SYM:
		return NV_NONNULL;
	default:
		return NV_UNKNOWN;
	}
}

// The value of the tracked pseudo of @pi, where @f is the fact a state
// holds about it (NULL: none, its definition's value then).
static inline enum nullvalue tracked_value(struct pinfo *safe pi, const struct fact *f,
	struct instruction **safe why)
{
	if (f) {
		*why = f->why;
		return f->value;
	}
	*why = pi->why;
	return pi->def;
}

static inline enum nullvalue value_in(struct factmap *safe m, pseudo_t p, struct instruction **safe why)
{
	struct pinfo *pi = pinfo(p);

	*why = NULL;
	if (!pi)
		return untracked_value(p);
	return tracked_value(pi, map_find(m, p), why);
}

// value_in() of a kept state
static inline enum nullvalue kept_value_in(const struct keptmap *safe m, pseudo_t p,
	struct instruction **safe why)
{
	struct pinfo *pi = pinfo(p);

	*why = NULL;
	if (!pi)
		return untracked_value(p);
	return tracked_value(pi, kept_find(m, p), why);
}

// the worklist: blocks to solve again, first in reverse postorder first
static inline void mark_dirty(struct nullstate *safe ns, struct bbinfo *bi)
{
	if (!bi || bi->dirty)
		return;
	bi->dirty = true;
	ns->nr_dirty++;
	if (bi->idx < ns->lowest)
		ns->lowest = bi->idx;
}

struct refinement {
	pseudo_t safe p;
	int is_null;
	struct instruction *test;	// the comparison, if there is one
};

#define MAX_REFINE	NULLSTATE_MAX_TESTED

// @list, a block's parents or children, as one node with nothing removed
// (nearly always): its entries are then read without a call; else NULL
static inline struct ptr_list *one_node(struct basic_block_list *list)
{
	struct ptr_list *head = (struct ptr_list *)list;

	return head && head->next == head && !head->rm ? head : NULL;
}

// has @p more than one use?  (An argument is known on entry, and may be
// tested in the callee's caller's stead: count it used.)
static inline bool used_elsewhere(pseudo_t safe p)
{
	struct ptr_list *users = (struct ptr_list *)p->users;

	return p->type == PSEUDO_ARG ||
	       (users && (users->nr > 1 || users->next != users));
}

/// realloc(), or die() when memory runs out.
void *safe xrealloc(void *p, size_t size);

/// An array of @nr elements of @size, @old grown to it: new room, the
/// @used first copied (the old room is given back with the rest, at the
/// end of the function: for an array that grows little, as the
/// conditions track_conditions() collects).
void *safe arena_array(void *old, size_t used, size_t nr, size_t size);

/// Give back all that @a holds, keeping its chunks for the next function.
void arena_reset(struct arena *safe a);

/// @ns takes the working states and arrays as the last function left them.
void take_maps(struct nullstate *safe ns __building);

/// ... and gives them back, with the room they have grown to.
void give_back_maps(struct nullstate *safe ns);

#endif
