#ifndef NULLSTATE_INTERNAL_H
#define NULLSTATE_INTERNAL_H

///
// The solver's parts
// ------------------
//
// nullstate.h is the solver's face for the checks; this header is what
// its files share, and no file outside linearize-ext/ includes it.  One
// concern a file:
//
//	nullarena.c	the arena and the working storage
//	nullvalue.c	values and facts: pinfos, a pseudo's value, joins, roots
//	nullpath.c	access paths, private slots, what a store or call clobbers
//	nullcond.c	what a side of a test says (refinements)
//	nulledge.c	the state along an edge: refinement, never-taken edges
//	nulltransfer.c	the transfer functions, and the walk of a block
//	nullsplit.c	split states: a block walked edge by edge
//	nulllive.c	liveness of facts
//	nullstate.c	the worklist solver: order, setup, fixed point, replay
//	nullsummary.c	in-file summaries
//	nulldump.c	-fdump-nullstate
//
// and, beside them, with headers of their own: globals.c (what the file
// assigns to its global pointers, read before any function is solved),
// nullmap.c (states), lattice.c (values), annotations.c (what 'safe' and
// its kin say of a type or a declaration).
//
// One function is solved at a time: the state of the one being solved is
// the struct nullstate, the ->priv of its pseudos (struct pinfo) and of its
// basic blocks (struct bbinfo), and the few file-scope variables declared
// below.

#include "linearize.h"
#include "nullmap.h"
#include "nullstate.h"

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

///
// nullarena.c: storage.  Everything a function takes from the arena is
// given back by arena_reset(); the working states and the growing arrays
// (instructions, pinfos, tests, edges) are taken by take_maps() with the
// room the last function left them, and given back by give_back_maps().

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
void take_maps(struct nullstate *safe ns);

/// ... and gives them back, with the room they have grown to.
void give_back_maps(struct nullstate *safe ns);

///
// nullvalue.c: values and facts.  A tracked pseudo has a pinfo (track());
// a state's fact about it overrides its definition's value; join_map()
// joins two states, absent keys at their absent values.

/// The pinfo of @p, made (UNKNOWN where defined) if it has none.
struct pinfo *safe track(struct nullstate *safe ns, pseudo_t safe p);

/// Note that the fact @f, about a pseudo, is left out of a state because
/// it says what the pseudo's definition gives: if that changes, the
/// blocks where the pseudo is live must be entered again (set_def()).
void left_out(const struct fact *safe f);

/// The value a key has where no fact is about it; its evidence in @why.
enum nullvalue absent_value(const struct fact *safe f, struct instruction **safe why);

/// @dst = join(@dst, @src), with absent keys at their absent values; @dst
/// and @tmp, working maps both, trade their buffers.
void join_map(struct factmap *safe dst, const struct factmap *safe src,
	struct factmap *safe tmp);

/// The value of operand @p of @insn in @m; @insn is the evidence of a NULL
/// constant.
enum nullvalue operand_value(struct nullstate *safe ns, struct factmap *safe m,
	pseudo_t p, struct instruction *insn, struct instruction **safe why);

/// A new value at the definition of @p (loaded from @path): while
/// solving, what uses it is marked to be walked again; while a split
/// block is walked edge by edge, the value goes in the state instead.
void set_def(struct nullstate *safe ns, pseudo_t p, enum nullvalue v,
	struct instruction *why, struct nullpath *path);

/// Each path of @m that holds @from holds @to from now on (a phi or a
/// select whose source there @from is); a test of @to then refines those
/// paths (pinfo.rehomed).
void rehome(struct factmap *safe m, pseudo_t safe from, pseudo_t safe to);

/// Set in @m what is known of @p, and of the paths that hold its value:
/// the one it was loaded from, unless a store since says otherwise, and
/// the one it was stored to, while that holds it; and of the pseudo a
/// path so set holds.
void set_value(struct factmap *safe m, pseudo_t p, enum nullvalue v,
	struct instruction *why);

/// What @p is a cast or copy of, or NULL.
pseudo_t cast_source(pseudo_t p);

/// The pointer operand of p + n, n + p, p - n, p & m, p | m, or NULL (and
/// of p - q: a distance, not a pointer, and of p & 1: a mask that keeps
/// only low bits, a tag, 0 for many a pointer).
pseudo_t pointer_operand(struct instruction *safe insn);

/// Is @p a pointer value: tracked and not a condition, or a register of a
/// pointer type?
bool is_pointer_value(pseudo_t safe p);

/// Track the pointer parameters of the function, each with the value its
/// declaration gives it (safe, nonnull: NONNULL; _Nullable: MAYBE).
void track_arguments(struct nullstate *safe ns);

///
// nullpath.c: access paths and memory.  A path is interned once per
// function (path_of()); forget_paths() drops what a store to a path, or a
// call, may change; find_slots() and load_of_slot() make a load of a
// private slot stored to once the value stored.

/// The path of the memory at @offset from @addr, or NULL.
struct nullpath *path_of(struct nullstate *safe ns, pseudo_t addr,
	long long offset, struct symbol *type);

/// How the instruction of @pu uses the pointer it is a user of: as the
/// address of a load or a store, as the value a store stores, as an
/// argument of a call, tested or compared, otherwise; or not at all, the
/// instruction dead.
enum pointer_use {
	USE_DEAD, USE_LOAD, USE_STORE, USE_STORED, USE_ARG, USE_TEST, USE_OTHER,
};
enum pointer_use pointer_use(struct pseudo_user *safe pu);

/// What @p is a copy of, through loads of private slots (or @p).
pseudo_t safe canonical(pseudo_t safe p);

/// Drop from ns->cur what a store to @stored changes, or, with @stored
/// NULL, what the @call may change, or an asm (@call NULL) that clobbers
/// memory.  A call keeps all it knew of a kept local's own memory (a
/// local variable whose address is taken, but only to load or store
/// through it or to give it to a call) that it is not given the address of, and what is
/// proven non-NULL of one it is given where it stores only non-NULL
/// values there (stores_nonnull()), of a path through a pointer, and of
/// a global that no assignment of the file may make NULL
/// (kept_across_calls()) when it is not given its address.
void forget_paths(struct nullstate *safe ns, struct nullpath *stored,
	struct instruction *call);

/// Does @call, given the address @base, leave the @size bits at @offset
/// from it as they were: is it a call of a function of the file that
/// stores through that parameter only into other fields, and gives it
/// nowhere else (nullsummary-memory.c)?
bool nullstate_call_leaves(struct instruction *safe call, pseudo_t safe base,
	long long offset, int size);

/// The private slots of a pointer type, and how often they are stored to.
void find_slots(struct nullstate *safe ns);

/// A load of the whole of a private slot stored to once gives the value
/// stored (a load before the store reads nothing defined).
void load_of_slot(struct nullstate *safe ns, struct instruction *safe load);

///
// nullcond.c: what a test says.  cond_facts() and branch_facts() append
// to @r, from @n, at most MAX_REFINE refinements in all, each a pseudo and
// what the side says of it, and return the new count.

/// What the outcome @truth of a test of @cond says of the pointers (and
/// tracked integers) it tests.
int cond_facts(pseudo_t cond, int truth, struct refinement *safe r, int n, int depth);

/// The value of @p on the side @truth of a test, if the test says something.
enum nullvalue side_value(struct refinement *safe r, int n, pseudo_t p,
	enum nullvalue v);

/// What the side @truth of the branch @br says; nothing for a test of the
/// address of a member ('&p->m'), which C says is never NULL.
int branch_facts(struct instruction *safe br, int truth, struct refinement *safe r, int n);

/// The pointer that @value is computed from (see nullstate_roots()) and
/// that the outcome @truth of a test of @cond says is NULL, or NULL.
pseudo_t null_root(pseudo_t cond, int truth, pseudo_t value);

/// The comparison @test, if its outcome @truth says that its operands are
/// equal ('x == y' true, 'x != y' false); else NULL.
static inline struct instruction *equality(pseudo_t test, int truth)
{
	struct instruction *def;

	switch (DEF_OPCODE(def, test)) {
	case OP_SET_EQ:
		break;
	case OP_SET_NE:
		truth = !truth;
		break;
	default:
		return NULL;
	}
	return truth ? def : NULL;
}

/// A phi's implication: 'len = s ? strlen(s) : 0' is a phi whose sources
/// are constants but one, which comes through the side of a test where s
/// is not NULL; a later branch on len ('if (len)', 'if (len > 0)') whose
/// side no constant source can take says what that test's side said.
/// Made where the phi's block dominates the branch, as above.
///
/// An implication: the side of a test of 'a && b' that is false says
/// that a and b are not both true (of 'a || b' that is true, not both
/// false).  Where one of them, the guard, is a test of an integer against
/// constants ('type == T_PANE || type == T_HOME'), a later branch that
/// makes the integer a constant for which the guard is @guard_truth makes
/// the other (!home) @other_truth: what the other says on that side, it
/// says there.  Made only where the side's block has no other way in and
/// dominates the later branch: every path to it went through the side,
/// and the values, SSA values, are the same there.
struct implication {
	struct basic_block *safe at;		// the block that side enters
	struct instruction *safe br;		// the test
	pseudo_t safe var;			// the integer
	pseudo_t safe guard, other;
	int guard_truth, other_truth;
	struct instruction *phi;		// or: the integer is this phi,
						// ... whose one source that is not
						// ... a constant comes through the
						// ... side @other_truth of @br
};

// the most a function has
#define MAX_IMPLICATIONS	16

/// On the edge from @from to @to, what the implications of @from's
/// branch say, applied to @m; false if the edge cannot be taken.
bool implied_on_edge(struct bbinfo *safe from, struct basic_block *safe to,
	struct factmap *safe m);

/// The integer values that more than one branch tests ('if (f) p = NULL;
/// ... if (!f)'): tracked, so that an edge says what it says of them
/// (nonzero is NONNULL, zero is NULL) and a later test of one is
/// understood where a split block meets it.  Marks too the blocks whose
/// branch a split would look at (->leaves), and gives each block whose
/// branch may make an integer a constant the implications that hold
/// there (->implied).
void track_conditions(struct nullstate *safe ns);

///
// nulledge.c: edges.  The state along an edge is its source's exit
// refined by what the branch says on that side; false where the edge
// cannot be taken.

/// While enter_block() marks what is live in the block it enters, that
/// block: an edge into it need not keep what it learns of a pointer dead
/// there.
extern struct bbinfo *cutting;

/// @m refined by the @n refinements @r of a side of the branch @br (and
/// what is computed from each pointer refined); false if nothing can be
/// on that side.
bool assume(struct factmap *safe m, struct refinement *safe r, int n,
	struct instruction *br);

/// The state along the edge @from -> @to, from the exit state @out of
/// @from, into @m; false if it cannot be taken.
bool refine_edge(struct bbinfo *safe from, const struct keptmap *safe out,
	struct basic_block *safe to, struct factmap *safe m);

/// The state along the edge @from -> @to, from each of @from's exits
/// where it is a split block; false if it cannot be taken.
bool edge_state(struct nullstate *safe ns, struct bbinfo *safe from,
	struct basic_block *safe to, struct factmap *safe m);

///
// nulltransfer.c: the transfer functions, applied to ns->cur as a block is
// walked.

/// Walk @bi from the state in ns->cur, its entry state, calling @visit on
/// each instruction before its effect.
void walk_block(struct nullstate *safe ns, struct bbinfo *safe bi,
	void (*visit)(struct nullstate *safe, struct instruction *safe, void *), void *data);

/// The value of the phi @insn of @to, from its sources as the incoming
/// @edges (enter_block()'s) have them.
/// A path that each edge into the block has a phi's source in holds, where
/// the edges meet, the phi: its fact on the edges (@edges, as
/// enter_block() has them) says so before they are joined.
void hold_phi(struct nullstate *safe ns, struct instruction *safe insn,
	struct factmap *safe edges);

void transfer_phi(struct nullstate *safe ns, struct bbinfo *safe to,
	struct instruction *safe insn, struct factmap *safe edges);

///
// nullsplit.c: split states.  While an edge out of a split block is
// refined from one of its exits (split_exit() .. split_done()), split_bb
// is that block, split_pred the source of the edge that exit is from and
// split_case what its switch is on there, and a phi of the block has the
// value split_phi_value() gives.
extern struct basic_block *split_bb, *split_pred;
extern pseudo_t split_case;

/// Refine from the exit @k of the split block @from.
void split_exit(struct bbinfo *safe from, int k);

/// ... and no more.
void split_done(void);

/// The value a phi of the split block has on the edge being refined, or NULL.
pseudo_t split_phi_value(struct instruction *phi);

/// The state along the edge from the split block @from -> @to: each exit,
/// refined as its own edge says, joined; false if none can take it.
bool split_edge_state(struct nullstate *safe ns, struct bbinfo *safe from,
	struct basic_block *safe to, struct factmap *safe m);

/// Is the switch that ends @bi entered on an edge, or an alternative of
/// one, that makes what it is on a constant?  ('if (!p && cmd != A) goto
/// out; switch (cmd)': where p is NULL, cmd is A.)
bool switch_constrained(struct bbinfo *safe bi);

/// The entries of the split block @bi, into ns->split_in: one per incoming
/// edge (of @nr, as enter_block() has them, before anything is dropped),
/// or one per alternative of an edge that is a few ('if (!a && !b)
/// return;' leaves 'a' or 'b'), each with the phis as that edge has them.
/// None when there would be fewer than two, or more than MAX_SPLIT.
void split_inputs(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe edges, int nr);

/// Walk the split block @bi once from each of the entries split_inputs()
/// made; true if an exit changed (or their number, @was before).
bool solve_split(struct nullstate *safe ns, struct bbinfo *safe bi, int was);

/// Is the block @bi worth walking edge by edge?  Its branch must test one
/// of its phis, a pointer or a condition tested elsewhere too, and it must
/// have a few incoming edges (enter_block() counts them).
bool worth_splitting(struct bbinfo *safe bi);

/// Has @bi more than one way in, or one that is a few alternatives?
bool may_split(struct bbinfo *safe bi);

///
// nulllive.c: liveness of facts, from sparse's liveness (bb->needs) for
// pseudos and from the paths' last loads for paths.

/// Mark what is live on entry to @bi (pi->live); false if that is not known.
bool mark_live(struct nullstate *safe ns, struct bbinfo *safe bi);

/// Is what @f is about live on entry to @bi, as mark_live() marked it?
bool fact_live(struct nullstate *safe ns, struct bbinfo *safe bi, const struct fact *safe f);

/// Drop from @m the facts about what is not live on entry to @bi, as
/// mark_live() marked it.
void drop_dead(struct nullstate *safe ns, struct bbinfo *safe bi, struct factmap *safe m);

/// A path's facts live until the last block of every loop around its last
/// load: a load inside a loop is reached again from the loop's back edge.
void extend_to_loops(struct nullstate *safe ns);

///
// nullstate.c: the worklist solver.  The blocks in reverse postorder, a
// function prepared (count_paths(): its live instructions, its paths, its
// conditions, its split blocks), solved to the fixed point.

/// The entry state of the reached block @bi, into @m, made again from its
/// parents' exits as the solver made it last (they are at their fixed
/// point: none changed after); false if it is not reached.
bool entry_state(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe m);

///
// nullsummary.c: in-file summaries, of the file being checked only.

/// What the summary of @call's function says of its result: NONNULL,
/// MAYBE, or UNKNOWN where it has no summary.
enum nullvalue summary_result(struct instruction *safe call);

/// Is @call a call of a function of the file whose every return returns
/// one integer constant?  In @k.
bool call_constant(struct instruction *safe call, long long *safe k);

/// Is @fn a function of the file that nullstate_learn() saw never return?
bool never_returns(pseudo_t fn);

/// Does @call, a call of a function of the file, leave the global pointer
/// variable @var (global_pointer_variable()) NULL: does that function
/// store NULL into it and leave it so on every return?  With a NULL @var,
/// does it leave any so?
bool call_nulls(struct instruction *safe call, const void *var);

/// After @call, what it leaves NULL (call_nulls()) is NULL, with the call
/// as the evidence: for each such variable that @ns's function reads.
void nulled_by_call(struct nullstate *safe ns, struct instruction *safe call);

/// The path of the global pointer variable @var itself, where the function
/// solved accesses it; NULL where it does not.
struct nullpath *variable_path(struct nullstate *safe ns, const void *var);

/// Does @call, given @p (the address of a variable, or a parameter that
/// is a pointer), store through it only what is not NULL, and keep it
/// nowhere?  So where it calls a function of the file whose summary says
/// that each parameter it is given @p as is only tested, loaded and
/// stored through, or given on so, every store of a non-NULL value.
bool stores_nonnull(struct instruction *safe call, pseudo_t p);

#endif
