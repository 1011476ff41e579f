/*
 * The null-state solver: see nullstate.h for what it guarantees.
 *
 * A state is a sorted array of facts, each about a pointer pseudo or an
 * access path.  A pseudo without a fact has the value of its definition
 * (kept on the pseudo, in ->priv, while the function is solved); a path
 * without one is UNKNOWN.  Each reached block keeps its state on exit; an
 * edge's state is its source's exit refined by the branch, and a block's
 * entry is its edges' states, joined, made again where it is read after
 * the solve (the checks' replay, the dump).
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
#include "nullmap.h"
#include "nullstate.h"
#include "ptrhash.h"

struct nullpath {
	struct nullpath *next;			// in its hash chain
	pseudo_t safe base;
	int depth;
	int loads, stores;			// pointer accesses to it
	bool useful;				// a fact about it can be used
	bool via_slot;				// its base is reloaded from a
						// ... private slot, live or not
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
	bool derived;				// has pointers computed from it
						// ... ('&p->m', casts) that keep
						// ... its value
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


struct bbinfo {
	struct basic_block *safe bb;
	struct factmap out;			// its state on exit (its entry is
						// ... made again from its
						// ... parents' exits: entry_state())
	pseudo_t safe *leaves;			// what its branch tests for 0
						// ... (see cond_leaves())
	struct instruction *last;		// its last instruction (its branch)
	struct split_exits *exits;		// its exit, edge by edge, if
	unsigned char nr_split;			// ... > 0 (the first nr_split)
	unsigned char nr_leaves;
	bool ends:1;				// in a call that never returns
	bool reached:1;
	bool solved:1;				// walked at least once
	bool dirty:1;
	bool unlikely:1;			// in an arm marked unlikely
	bool phis:1;				// begins with phis
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
	struct factmap out[MAX_SPLIT];
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
};

// generous: a function's blocks are each visited a few times at most
#define VISITS_PER_BLOCK	40

static void *safe xrealloc(void *p, size_t size)
{
	p = realloc(p, size);
	if (!p)
		die("out of memory");
	return p;
}

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

#define ARENA_CHUNK	(64 * 1024)

static struct arena arena = { .chunk = -1 };

// a new chunk, or the next one kept from an earlier function, for @size
static void *safe arena_grow(struct arena *safe a, size_t size)
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

static inline void *safe arena_alloc(struct arena *safe a, size_t size)
{
	char *safe *chunks = a->chunks;

	size = (size + 15) & ~(size_t)15;
	if (!chunks || a->used + size > a->avail)
		return arena_grow(a, size);
	a->used += size;
	return chunks[a->chunk] + a->used - size;
}

// an array of @nr elements of @size, @old grown to it: new room, the @used
// first copied (the old room is given back with the rest, at the end of
// the function: for an array that grows little, as the conditions
// track_conditions() collects)
static void *safe arena_array(void *old, size_t used, size_t nr, size_t size)
{
	void *safe p = arena_alloc(&arena, nr * size);

	if (old && used)
		memcpy(p, old, used * size);
	return p;
}

static void arena_reset(struct arena *safe a)
{
	a->chunk = -1;
	a->used = 0;
	a->avail = 0;
}

// @dst = @src, for a state kept per block: room from the arena, no more
// than it needs when it has to grow
static inline void keep_state(struct factmap *safe dst, const struct factmap *safe src)
{
	const struct fact *from = src->facts;
	struct fact *to = dst->facts;

	if (src->nr && from) {
		if (!to || src->nr > dst->alloc) {
			dst->alloc = src->nr;
			to = dst->facts = arena_alloc(&arena, src->nr * sizeof(*from));
		}
		copy_facts(to, from, src->nr);
	}
	dst->nr = src->nr;
}


////////////////////////////////////////////////////////////////////////
// Tracked pseudos and paths

static struct pinfo *pinfo(pseudo_t p)
{
	if (!p || (p->type != PSEUDO_REG && p->type != PSEUDO_ARG))
		return NULL;
	return p->priv;
}

// the pinfos of the function being solved, by number, for ->held
static struct pinfo *safe *pinfo_table;

// a fact holds a number once track() has made the table
static inline struct pinfo *safe held_info(unsigned int nr)
{
	return ((struct pinfo *safe *safe)pinfo_table)[nr - 1];
}

static inline pseudo_t held_pseudo(unsigned int nr)
{
	return held_info(nr)->pseudo;
}

static struct pinfo *safe track(struct nullstate *safe ns, pseudo_t safe p)
{
	struct pinfo *safe *pinfos = ns->pinfos;
	struct pinfo *pi = pinfo(p);

	if (pi)
		return pi;
	pi = arena_alloc(&arena, sizeof(*pi));
	memset(pi, 0, sizeof(*pi));
	pi->pseudo = p;
	pi->def = NV_UNKNOWN;
	p->priv = pi;
	if (!pinfos || ns->nr_pinfos == ns->alloc_pinfos) {
		ns->alloc_pinfos = ns->alloc_pinfos * 2 + 256;
		pinfos = ns->pinfos = xrealloc(pinfos, ns->alloc_pinfos * sizeof(*pinfos));
	}
	pinfos[ns->nr_pinfos++] = pi;
	pi->nr = ns->nr_pinfos;
	pinfo_table = pinfos;
	return pi;
}

static bool is_tracked(pseudo_t p)
{
	return pinfo(p) != NULL;
}

static bool private_slot(pseudo_t p)
{
	unsigned long mod;

	if (!p || p->type != PSEUDO_SYM || !p->sym)
		return false;
	mod = p->sym->ctype.modifiers;
	return !(mod & (MOD_NONLOCAL | MOD_STATIC | MOD_ADDRESSABLE |
			MOD_VOLATILE | MOD_TOPLEVEL));
}

// what @p is a copy of, through loads of private slots (or @p)
static pseudo_t safe canonical(pseudo_t safe p)
{
	struct pinfo *pi = pinfo(p);

	return pi && pi->copy ? pi->copy : p;
}

static struct nullpath *safe intern_path(struct nullstate *safe ns, struct nullpath *safe key)
{
	unsigned long long h = (unsigned long)key->base;
	struct nullpath *path;
	int i;

	// offsets are multiples of a size: mixed, then the top bits
	for (i = 0; i < key->depth; i++)
		h = (h + key->offset[i]) * 0x9e3779b97f4a7c15ULL;
	h >>= 64 - ns->path_bits;
	for (path = ns->paths[h]; path; path = path->next) {
		if (path->base != key->base || path->depth != key->depth)
			continue;
		for (i = 0; i < key->depth && path->offset[i] == key->offset[i]; i++)
			;
		if (i == key->depth)
			return path;
	}
	path = arena_alloc(&arena, sizeof(*path));
	*path = *key;
	path->loads = path->stores = 0;
	path->useful = false;
	path->via_slot = false;
	path->last_load = 0;
	path->next = ns->paths[h];
	ns->paths[h] = path;
	return path;
}

// the path of the memory at @offset from @addr, or NULL
static struct nullpath *path_of(struct nullstate *safe ns, pseudo_t addr,
	long long offset, struct symbol *type)
{
	struct nullpath key, *path;
	struct pinfo *pi;
	pseudo_t base;

	if (!addr)
		return NULL;
	base = canonical(addr);

	// a value loaded from a private slot is the one stored there: its
	// paths are that value's
	pi = pinfo(base);
	if (pi && pi->path && pi->path->depth < NULLPATH_DEPTH) {
		key = *pi->path;
	} else if (base->type == PSEUDO_REG || base->type == PSEUDO_ARG ||
		   base->type == PSEUDO_SYM) {
		key.base = base;
		key.depth = 0;
		key.via_slot = false;
	} else {
		return NULL;
	}
	key.offset[key.depth] = offset;
	key.type[key.depth] = type;
	key.depth++;
	path = intern_path(ns, &key);
	if (base != addr || key.via_slot)
		path->via_slot = true;
	return path;
}

////////////////////////////////////////////////////////////////////////
// Fact maps

// the value a key has where no fact is about it
static enum nullvalue absent_value(const struct fact *safe f, struct instruction **safe why)
{
	struct pinfo *safe pi;

	*why = NULL;
	if (f->is_path)
		return NV_UNKNOWN;
	// a fact about a pseudo is about a tracked one
	pi = (struct pinfo *safe)((pseudo_t)f->key)->priv;
	*why = pi->why;
	return pi->def;
}

static void join_value(struct fact *safe dst, enum nullvalue v, struct instruction *why)
{
	enum nullvalue r = nv_join(dst->value, v);

	// the evidence is from the side that may be NULL
	if (!nv_may_be_null(dst->value) && nv_may_be_null(v))
		dst->why = why;
	dst->value = r;
}

// @dst = join(@dst, @src), with absent keys at their absent values; @dst
// and @tmp, working maps both, trade their buffers
static void join_map(struct factmap *safe dst, const struct factmap *safe src,
	struct factmap *safe tmp)
{
	const struct fact *safe a = map_facts(dst), *safe b = map_facts(src);
	struct fact *safe out = map_grow(tmp, dst->nr + src->nr);
	struct factmap joined;
	int i = 0, j = 0;

	tmp->nr = 0;
	while (i < dst->nr || j < src->nr) {
		struct fact f, *safe r = &out[tmp->nr];
		struct instruction *why;
		enum nullvalue v;

		if (j >= src->nr || (i < dst->nr &&
		    (unsigned long)a[i].key < (unsigned long)b[j].key)) {
			f = a[i++];
			v = absent_value(&f, &why);
		} else if (i >= dst->nr ||
		    (unsigned long)b[j].key < (unsigned long)a[i].key) {
			f = b[j++];
			v = absent_value(&f, &why);
		} else {
			f = a[i++];
			v = b[j].value;
			why = b[j].why;
			if (f.held != b[j].held)
				f.held = 0;
			j++;
			goto join;
		}
		f.held = 0;		// the other side holds anything
join:
		*r = f;
		join_value(r, v, why);
		if (r->value != absent_value(r, &why) || r->held)
			tmp->nr++;
	}
	joined = *tmp;
	*tmp = *dst;
	*dst = joined;
}

////////////////////////////////////////////////////////////////////////
// Values

static inline enum nullvalue value_in(struct factmap *safe m, pseudo_t p, struct instruction **safe why)
{
	struct pinfo *pi;
	struct fact *f;

	*why = NULL;
	if (!p)
		return NV_UNKNOWN;
	switch (p->type) {
	case PSEUDO_VAL:
		return p->value ? NV_NONNULL : NV_NULL;
	case PSEUDO_SYM:
		return NV_NONNULL;
	case PSEUDO_REG:
	case PSEUDO_ARG:
		pi = p->priv;
		if (!pi)
			return NV_UNKNOWN;
		f = map_find(m, p);
		if (f) {
			*why = f->why;
			return f->value;
		}
		*why = pi->why;
		return pi->def;
	default:
		return NV_UNKNOWN;
	}
}

enum nullvalue nullstate_value(struct nullstate *safe ns, pseudo_t safe p, struct instruction **why)
{
	struct instruction *dummy, *root_why;
	struct pinfo *pi;
	pseudo_t roots[8];
	enum nullvalue v;
	int i, n;

	if (!why)
		why = &dummy;
	v = value_in(&ns->cur, p, why);
	if (v == NV_NONNULL || v == NV_BOTTOM)
		return v;
	// 'q = &p->m' or a cast of p, made before a test of p: what the test
	// says of p, it says of q
	pi = pinfo(p);
	if (!pi || !pi->kept)
		return v;
	n = nullstate_roots(p, roots, 8);
	for (i = 1; i < n; i++) {
		if (roots[i] && value_in(&ns->cur, roots[i], &root_why) == NV_NONNULL) {
			*why = NULL;
			return NV_NONNULL;
		}
	}
	return v;
}

enum nullvalue nullstate_address(struct nullstate *safe ns, pseudo_t safe addr,
	struct instruction **why)
{
	if (addr->type == PSEUDO_VAL &&
	    (unsigned long long)addr->value < NULL_PAGE_SIZE) {
		if (why)
			*why = NULL;
		return NV_NULL;
	}
	return nullstate_value(ns, addr, why);
}

// the value of operand @p of @insn, which is the evidence of a NULL constant
static enum nullvalue operand_value(struct nullstate *safe ns, struct factmap *safe m,
	pseudo_t p, struct instruction *insn, struct instruction **safe why)
{
	enum nullvalue v = value_in(m, p, why);

	if (v == NV_NULL && p && p->type == PSEUDO_VAL)
		*why = insn;
	return v;
}

// the worklist: blocks to solve again, first in reverse postorder first
static void mark_dirty(struct nullstate *safe ns, struct bbinfo *bi)
{
	if (!bi || bi->dirty)
		return;
	bi->dirty = true;
	ns->nr_dirty++;
	if (bi->idx < ns->lowest)
		ns->lowest = bi->idx;
}

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

// a new value at the definition of @p: what uses it must be seen again
static void set_def(struct nullstate *safe ns, pseudo_t p, enum nullvalue v,
	struct instruction *why, struct nullpath *path)
{
	struct pinfo *pi;
	struct pseudo_user *pu;

	if (!p || p == VOID)
		return;
	pi = track(ns, p);
	pi->path = path;
	if (ns->splitting) {
		map_set(&ns->cur, p, 0, v, why);
		return;
	}
	if (pi->def == v) {
		if (!nv_may_be_null(v) || pi->why)
			return;
		pi->why = why;
		return;
	}
	pi->def = v;
	pi->why = why;
	if (!ns->solving)
		return;
	// the block's edges and its successors' phis read it too
	ns->defs_changed = true;
	FOR_EACH_PTR(p->users, pu) {
		struct instruction *user = pu->insn;
		struct basic_block *bb = user ? user->bb : NULL, *child;

		if (!user || !bb)
			continue;
		if (bb->priv != ns->current)
			mark_dirty(ns, bb->priv);
		// a phi source is read by the phi, in a successor
		if (user->opcode != OP_PHISOURCE)
			continue;
		FOR_EACH_PTR(bb->children, child) {
			mark_dirty(ns, child->priv);
		} END_FOR_EACH_PTR(child);
	} END_FOR_EACH_PTR(pu);
}

// set what is known of @p, and of the paths that hold its value: the one
// it was loaded from, unless a store since says otherwise, and the one it
// was stored to, while that holds it; and of the pseudo a path so set holds
static void set_value(struct factmap *safe m, pseudo_t p, enum nullvalue v,
	struct instruction *why)
{
	struct pinfo *pi = pinfo(p);
	struct fact *f;
	unsigned int held;

	if (!p || !pi)
		return;
	map_set(m, p, 0, v, why);
	if (pi->path && pi->path->useful) {
		struct fact *facts = m->facts;
		int i = map_index(m, pi->path);

		f = facts && i < m->nr && facts[i].key == pi->path ? &facts[i] : NULL;
		held = f ? f->held : 0;
		if (!f) {
			map_insert(m, i, pi->path, 1, v, why);
		} else if (!held || held == pi->nr || held == pi->same) {
			f->value = v;
			f->why = why;
			if (held && held != pi->nr)
				map_set(m, held_pseudo(held), 0, v, why);
		}
	}
	if (pi->stored && pi->stored != pi->path) {
		f = map_find(m, pi->stored);
		if (f && f->held == pi->nr) {
			f->value = v;
			f->why = why;
		}
	}
}

////////////////////////////////////////////////////////////////////////
// Roots and conditions

static pseudo_t cast_source(pseudo_t p)
{
	struct instruction *def;

	switch (DEF_OPCODE(def, p)) {
	case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
	case OP_ZEXT: case OP_SEXT: case OP_COPY:
		return def->src;
	}
	return NULL;
}

static bool is_address(pseudo_t p)
{
	struct pinfo *pi = pinfo(p);

	// a tracked pseudo is a register or an argument
	return pi ? !pi->cond : p && p->type == PSEUDO_SYM;
}

// is @p a pointer by its type: an address, a register of a pointer type,
// a parameter followed as a pointer?
static bool of_pointer_type(pseudo_t p)
{
	struct pinfo *pi;

	if (!p)
		return false;
	switch (p->type) {
	case PSEUDO_SYM:
		return true;
	case PSEUDO_REG:
		return p->def && is_pointer(p->def->type);
	case PSEUDO_ARG:
		pi = p->priv;
		return pi && !pi->cond;
	default:
		return false;
	}
}

// the pointer operand of p + n, n + p, p - n, p & m, p | m, or NULL (and
// of p - q: a distance, not a pointer)
static pseudo_t pointer_operand(struct instruction *safe insn)
{
	if (insn->opcode == OP_SUB && is_address(insn->src2))
		return NULL;
	// an index added to a pointer or an array's address ('stack[i]'):
	// the pointer, whatever is known of the index (an integer that a
	// phi or a widening made from a value the solver follows)
	if (of_pointer_type(insn->src2) && !of_pointer_type(insn->src1) &&
	    is_address(insn->src2))
		return insn->src2;
	if (is_address(insn->src1))
		return insn->src1;
	if (is_address(insn->src2))
		return insn->src2;
	return NULL;
}

int nullstate_roots(pseudo_t addr, pseudo_t *safe roots, int max)
{
	int n = 0;

	while (addr && n < max) {
		pseudo_t src = cast_source(addr);
		struct instruction *def;

		roots[n++] = addr;
		if (src) {
			addr = src;
			continue;
		}
		switch (DEF_OPCODE(def, addr)) {
		case OP_ADD: case OP_SUB: case OP_AND:
			addr = pointer_operand(def);
			continue;
		}
		break;
	}
	return n;
}

struct refinement {
	pseudo_t safe p;
	int is_null;
	struct instruction *test;	// the comparison, if there is one
};

#define MAX_REFINE	16

// While the edge out of a split block is refined from one of its exits:
// the block, and the source of the edge that exit is from.  A phi of that
// block is then the value it has on that edge.
static struct basic_block *split_bb, *split_pred;
static pseudo_t split_case;		// the constant a switch is on there

// Refine from the exit @k of the split block @from (see split_bb).
static void split_exit(struct bbinfo *safe from, int k)
{
	split_bb = from->bb;
	split_pred = from->exits ? from->exits->pred[k] : NULL;
	split_case = from->exits ? from->exits->on[k] : NULL;
}

static void split_done(void)
{
	split_bb = split_pred = NULL;
	split_case = NULL;
}

// the source of @phi on the edge from @pred (its OP_PHISOURCE), or NULL
static struct instruction *phi_source(struct instruction *safe phi, struct basic_block *pred)
{
	pseudo_t src;

	FOR_EACH_PTR(phi->phi_list, src) {
		if (src != VOID && src->def && src->def->bb == pred)
			return src->def;
	} END_FOR_EACH_PTR(src);
	return NULL;
}

// the value a phi of the split block has on the edge being refined, or NULL
static pseudo_t split_phi_value(struct instruction *phi)
{
	struct instruction *src;

	if (!phi || !split_bb || phi->bb != split_bb)
		return NULL;
	src = phi_source(phi, split_pred);
	return src ? src->phi_src : NULL;
}

// a constant @x tested: if it is not what the outcome @truth says, a fact
// that makes the edge never taken
static bool call_constant(struct instruction *safe call, long long *safe k);

static int constant_fact(pseudo_t safe x, int truth, struct refinement *safe r, int n)
{
	if (n < MAX_REFINE && (x->value != 0) != truth) {
		r[n].p = x;
		r[n].is_null = !truth;
		r[n].test = NULL;
		n++;
	}
	return n;
}

// @x truncated as @trunc truncates
static long long trunc_value(pseudo_t safe x, struct instruction *safe trunc)
{
	if (trunc->size >= 64)
		return x->value;
	return x->value & ((1ULL << trunc->size) - 1);
}

// 'x == K' or 'x != K' (K a constant not 0) of @cmp, x a phi: x, with K
// in @k, or NULL
static pseudo_t compared_phi(struct instruction *safe cmp, pseudo_t *safe k)
{
	pseudo_t a = cmp->src1, b = cmp->src2;
	struct instruction *phi;

	if (!a || !b)
		return NULL;
	if (b->type == PSEUDO_VAL && DEF_OPCODE(phi, a) == OP_PHI) {
		*k = b;
		return a;
	}
	if (a->type == PSEUDO_VAL && DEF_OPCODE(phi, b) == OP_PHI) {
		*k = a;
		return b;
	}
	return NULL;
}

// Are the constants @a and @b equal (1), different (0), or is it not known
// as they are compared (-1: beyond 32 bits, where the compare's width and
// sign matter)?
static int same_constant(pseudo_t safe a, pseudo_t safe b)
{
	if (a->value == b->value)
		return 1;
	if (a->value != (int)a->value || b->value != (int)b->value)
		return -1;
	return 0;
}

// an edge that a test of a constant cannot take: a fact that @x, that
// constant, is not what it is
static int never_taken(pseudo_t safe x, struct refinement *safe r, int n)
{
	return constant_fact(x, x->value == 0, r, n);
}

// what the outcome @truth of a test of @cond says of the pointers tested;
// @weak: only that one of the tests took this side (an 'and' that is
// false, an 'or' that is true), so that each may be NULL, no more
static int weak_facts(pseudo_t safe cond, int truth, struct refinement *safe r, int n, int depth);

static int cond_facts(pseudo_t cond, int truth, struct refinement *safe r, int n, int depth)
{
	struct instruction *def, *phi;
	pseudo_t x;
	int i;

	if (depth > 8)
		return n;
	switch (DEF_OPCODE(def, cond)) {
	case OP_SET_EQ:
	case OP_SET_NE:
		if (is_zero(def->src2))
			x = def->src1;
		else if (is_zero(def->src1))
			x = def->src2;
		else {
			pseudo_t k = NULL, c;
			int same;

			// a phi of the split block compared with a constant:
			// on an edge where it is a constant, the outcome is known
			x = compared_phi(def, &k);
			c = x ? split_phi_value(x->def) : NULL;
			if (!c || !k || c->type != PSEUDO_VAL)
				return n;
			same = same_constant(c, k);
			if (same >= 0 && (same == (def->opcode == OP_SET_EQ)) != truth)
				return never_taken(c, r, n);
			return n;
		}
		i = n;
		n = cond_facts(x, def->opcode == OP_SET_NE ? truth : !truth,
			       r, n, depth + 1);
		for (; i < n; i++)
			r[i].test = def;
		return n;
	case OP_CALL: {
		// a function of the file that always returns this constant
		long long k;

		if (call_constant(def, &k))
			return constant_fact(value_pseudo(k), truth, r, n);
		break;
	}
	case OP_AND:
	case OP_OR:
		if (def->size != 1)
			break;
		if (truth != (def->opcode == OP_AND))
			return weak_facts(cond, truth, r, n, depth);
		n = cond_facts(def->src1, truth, r, n, depth + 1);
		return cond_facts(def->src2, truth, r, n, depth + 1);
	case OP_PHI:
		x = split_phi_value(def);
		if (!x)
			break;
		if (x->type == PSEUDO_VAL)
			return constant_fact(x, truth, r, n);
		// what the value on this edge is tested for, and the phi too
		n = cond_facts(x, truth, r, n, depth + 1);
		break;
	case OP_TRUNC:
		// of a phi: only what a constant is truncated to is known
		if (DEF_OPCODE(phi, def->src) != OP_PHI)
			break;
		x = split_phi_value(phi);
		if (x && x->type == PSEUDO_VAL &&
		    (x->value == 0) == (trunc_value(x, def) == 0))
			return constant_fact(x, truth, r, n);
		break;
	}
	// the value itself is tested: so are the pointers it was cast from
	for (x = cond; x && n < MAX_REFINE; x = cast_source(x)) {
		if (!is_tracked(x))
			continue;
		r[n].p = x;
		r[n].is_null = !truth;
		r[n].test = NULL;
		n++;
	}
	return n;
}

static int weak_facts(pseudo_t safe cond, int truth, struct refinement *safe r, int n, int depth)
{
	struct instruction *def = cond->def;
	int i, m = n;

	if (!def)
		return n;
	m = cond_facts(def->src1, truth, r, m, depth + 1);
	m = cond_facts(def->src2, truth, r, m, depth + 1);
	// keep what says NULL, weakened; drop what says non-NULL
	for (i = n; i < m; i++) {
		if (r[i].is_null == NV_IS_NONNULL || r[i].p->type == PSEUDO_VAL)
			continue;
		r[n].p = r[i].p;
		r[n].is_null = NV_MAY_BE_NULL;
		r[n].test = r[i].test;
		n++;
	}
	return n;
}

// the value of @p on the side @truth of a test, if the test says something
static enum nullvalue side_value(struct refinement *safe r, int n, pseudo_t p,
	enum nullvalue v)
{
	int i;

	for (i = 0; i < n; i++) {
		if (r[i].p == p)
			v = nv_refine(v, r[i].is_null);
	}
	return v;
}

// what the side @truth of the branch @br says; nothing for a test of the
// address of a member ('&p->m'), which C says is never NULL
static int branch_facts(struct instruction *safe br, int truth, struct refinement *safe r, int n)
{
	if (br->of_member)
		return n;
	return cond_facts(br->cond, truth, r, n, 0);
}

// the values that @cond, as a branch tests it, tests for 0: those that
// cond_facts() refines (a phi of the block among them), into @leaves
static int cond_leaves(pseudo_t cond, pseudo_t *safe leaves, int n, int depth)
{
	struct instruction *def;

	if (!cond || depth > 8 || n >= MAX_REFINE)
		return n;
	switch (DEF_OPCODE(def, cond)) {
	case OP_SET_EQ:
	case OP_SET_NE: {
		pseudo_t k, x;

		if (is_zero(def->src2))
			return cond_leaves(def->src1, leaves, n, depth + 1);
		if (is_zero(def->src1))
			return cond_leaves(def->src2, leaves, n, depth + 1);
		// a phi compared with a constant: its constant sources decide
		x = compared_phi(def, &k);
		if (x)
			leaves[n++] = x;
		break;
	}
	case OP_AND:
	case OP_OR:
		if (def->size != 1)
			break;
		n = cond_leaves(def->src1, leaves, n, depth + 1);
		return cond_leaves(def->src2, leaves, n, depth + 1);
	case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
	case OP_ZEXT: case OP_SEXT: case OP_COPY: case OP_TRUNC:
		n = cond_leaves(def->src, leaves, n, depth + 1);
		break;
	}
	if (n < MAX_REFINE && (cond->type == PSEUDO_REG || cond->type == PSEUDO_ARG))
		leaves[n++] = cond;
	return n;
}

enum nullvalue nullstate_value_if(struct nullstate *safe ns, pseudo_t safe p,
	pseudo_t safe cond, int truth, struct instruction **why)
{
	struct refinement r[MAX_REFINE];
	int n = cond_facts(cond, truth, r, 0, 0);

	return side_value(r, n, p, nullstate_value(ns, p, why));
}

////////////////////////////////////////////////////////////////////////
// Transfer

// after a load or store through @addr, it is not NULL on this path, nor
// are the pointers it is computed from.  Setting one that is NONNULL
// already, with no path holding its value, would change nothing that is
// read (the evidence of a fact is read only where it may be NULL).
static void dereference(struct nullstate *safe ns, pseudo_t addr)
{
	pseudo_t roots[8];
	int i, n = nullstate_roots(addr, roots, 8);
	struct instruction *why;

	if (!addr)
		return;
	for (i = 0; i < n; i++) {
		struct pinfo *pi = pinfo(roots[i]);
		struct fact *f;
		enum nullvalue v;

		if (!pi) {
			// what the checks will find, as the solver knows it:
			// a small constant address is NULL
			if (i == 0 && ns->solving && !ns->null_dereferenced &&
			    ((addr->type == PSEUDO_VAL &&
			      (unsigned long long)addr->value < NULL_PAGE_SIZE) ||
			     nv_may_be_null(value_in(&ns->cur, addr, &why))))
				ns->null_dereferenced = true;
			continue;
		}
		f = map_find(&ns->cur, roots[i]);
		v = f ? f->value : pi->def;
		if (i == 0 && ns->solving && nv_may_be_null(v))
			ns->null_dereferenced = true;
		if (v == NV_NONNULL && !pi->stored && !(pi->path && pi->path->useful))
			continue;
		set_value(&ns->cur, roots[i], NV_NONNULL, NULL);
	}
}

// does a store to @path change what @other says?
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

static void forget_paths(struct nullstate *safe ns, struct nullpath *stored)
{
	struct factmap *m = &ns->cur;
	struct fact *safe facts = map_facts(m);
	int i, j = 0;

	for (i = 0; i < m->nr; i++) {
		struct fact *safe f = &facts[i];

		if (f->is_path) {
			if (stored ? clobbers(stored, f->key) : nv_may_be_null(f->value))
				continue;
			// a call may have stored anything: into a variable that
			// is not private (a global, one whose address is taken)
			// as into any path that held a known value
			if (!stored) {
				pseudo_t base = ((struct nullpath *)f->key)->base;

				if (base->type == PSEUDO_SYM && !private_slot(base))
					continue;
				f->held = 0;
				if (f->value == NV_UNKNOWN)
					continue;
			}
		}
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

static void transfer_load(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct pinfo *pi = pinfo(insn->target);
	struct nullpath *path = NULL;
	struct instruction *why = NULL;
	enum nullvalue v = NV_UNKNOWN;
	pseudo_t addr = insn->src;

	dereference(ns, addr);
	if (!is_pointer(insn->type))
		return;
	// count_paths() found it already
	if (!insn->is_volatile && pi)
		path = pi->path;
	if (is_safe_lvalue(insn->lvalue, insn->type)) {
		v = NV_NONNULL;
	} else if (is_nullable_pointer(insn->type)) {
		v = NV_MAYBE;		// the declaration says so
		why = insn;
	} else if (path && pi) {
		struct fact *f = map_find(&ns->cur, path);

		pi->same = f ? f->held : 0;
		if (f) {
			v = f->value;
			why = f->why;
		} else {
			if (null_static_load(insn)) {
				v = NV_NULL;
				why = insn;
			}
			// what is learnt of the value loaded is learnt of the path
			if (path->useful)
				map_set(&ns->cur, path, 1, v, why)->held = pi->nr;
		}
	} else if (null_static_load(insn)) {
		v = NV_NULL;
		why = insn;
	}
	set_def(ns, insn->target, v, why, path);
}

static void transfer_store(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct pinfo *pi = pinfo(insn->target);
	struct instruction *why;
	struct nullpath *path;
	unsigned int held;
	enum nullvalue v;

	dereference(ns, insn->src);
	if (!is_pointer(insn->type) || insn->is_volatile)
		return;
	path = path_of(ns, insn->src, insn->offset, insn->type);
	if (!path)
		return;
	forget_paths(ns, path);
	v = operand_value(ns, &ns->cur, insn->target, insn, &why);
	held = pi ? pi->nr : 0;
	if ((v == NV_UNKNOWN && !held) || !path->useful)
		map_remove(&ns->cur, path);
	else
		map_set(&ns->cur, path, 1, v, why)->held = held;
}

// a select is a test whose two sides meet again at once: what it tested
// is, after it, the join of what each side says
static void tested_both_ways(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct refinement t[MAX_REFINE], f[MAX_REFINE];
	int nt = cond_facts(insn->src1, 1, t, 0, 0);
	int nf = cond_facts(insn->src1, 0, f, 0, 0);
	int side, i;

	for (side = 0; side < 2; side++) {
		struct refinement *r = side ? f : t;
		int n = side ? nf : nt;

		for (i = 0; i < n; i++) {
			struct instruction *why;
			enum nullvalue v = value_in(&ns->cur, r[i].p, &why);
			enum nullvalue after = nv_join(side_value(t, nt, r[i].p, v),
						       side_value(f, nf, r[i].p, v));

			if (after == v)
				continue;
			if (nv_may_be_null(after) && !nv_may_be_null(v))
				why = insn;
			set_value(&ns->cur, r[i].p, after, why);
		}
	}
}

// A NULL or MAYBE passed to a nonnull parameter is something the checks
// report: note it, as for a dereference.  (The argument is not taken as
// proven by the call: each call with it is reported.)
static void pass_nonnull(struct nullstate *safe ns, struct instruction *safe call)
{
	struct symbol *fn = first_ptr_list((struct ptr_list *)call->fntypes);
	struct instruction *why;
	pseudo_t arg;
	int nr = 0;

	if (!function_type(fn))
		return;
	FOR_EACH_PTR(call->arguments, arg) {
		if (!is_nonnull_param(fn, ++nr))
			continue;
		if (ns->solving && nv_may_be_null(value_in(&ns->cur, arg, &why)))
			ns->null_dereferenced = true;
	} END_FOR_EACH_PTR(arg);
}

// the pointer that @value is computed from (see nullstate_roots()) and
// that the outcome @truth of a test of @cond says is NULL, or NULL
static pseudo_t null_root(pseudo_t cond, int truth, pseudo_t value)
{
	struct refinement r[MAX_REFINE];
	pseudo_t roots[8];
	int i, j, n, nr_roots = nullstate_roots(value, roots, 8);

	n = cond_facts(cond, truth, r, 0, 0);
	for (i = 0; i < n; i++) {
		if (r[i].is_null != NV_IS_NULL)
			continue;
		for (j = 0; j < nr_roots; j++) {
			if (roots[j] == r[i].p)
				return r[i].p;
		}
	}
	return NULL;
}

// 'p ? f(p) : NULL' where f keeps p's nullness (casts, '+', '-', as in
// container_of()): NULL exactly when p is, so p's value; NULL if not
static pseudo_t null_preserving(struct instruction *safe insn)
{
	pseudo_t src[2] = { insn->src2, insn->src3 }, p;
	int side;

	for (side = 0; side < 2; side++) {
		pseudo_t s = src[side];

		if (!s || s->type != PSEUDO_VAL || s->value)
			continue;
		p = null_root(insn->src1, !side, src[!side]);
		if (p)
			return p;
	}
	return NULL;
}

// the value of a select: each operand under its side of the condition;
// false if it is 'p ? f(p) : NULL', whose test says nothing of p
static bool transfer_select(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct refinement r[MAX_REFINE];
	struct instruction *why, *w;
	enum nullvalue v = NV_BOTTOM, s;
	pseudo_t src[2] = { insn->src2, insn->src3 }, mapped;
	int side, i, n;

	if (!is_pointer(insn->type) && !is_tracked(insn->src2) && !is_tracked(insn->src3))
		return true;
	mapped = null_preserving(insn);
	if (mapped) {
		v = operand_value(ns, &ns->cur, mapped, insn, &why);
		set_def(ns, insn->target, v, why, NULL);
		return false;
	}
	why = NULL;
	for (side = 0; side < 2; side++) {
		s = operand_value(ns, &ns->cur, src[side], insn, &w);
		// 'x ? x : y': x, on the side where it is not 0, tracked or not
		if (src[side] == insn->src1 && !side)
			s = nv_refine(s, NV_IS_NONNULL);
		n = cond_facts(insn->src1, !side, r, 0, 0);
		for (i = 0; i < n; i++) {
			if (r[i].p == src[side]) {
				s = nv_refine(s, r[i].is_null);
				if (r[i].is_null)
					w = insn;
			}
		}
		if (!nv_may_be_null(v) && nv_may_be_null(s))
			why = w;
		v = nv_join(v, s);
	}
	set_def(ns, insn->target, v, why, NULL);
	return true;
}

// the value of a result computed from a pointer operand
static void transfer_keep(struct nullstate *safe ns, struct instruction *safe insn, pseudo_t src)
{
	struct pinfo *pi = pinfo(src), *kept;
	struct instruction *why;
	enum nullvalue v;

	// an integer is followed where it is made from a tracked pointer, or
	// from a symbol's address ('line[n - 1]' may be '(line - 1) + n')
	if (!pi && !is_pointer(insn->type) && (!src || src->type != PSEUDO_SYM))
		return;
	if (is_safe_pointer(insn->type)) {
		set_def(ns, insn->target, NV_NONNULL, NULL, NULL);
		return;
	}
	v = operand_value(ns, &ns->cur, src, insn, &why);
	set_def(ns, insn->target, v, why, NULL);
	kept = pinfo(insn->target);
	if (pi && kept) {
		pi->derived = true;
		kept->kept = true;
	}
}

// the functions of this file seen never to return (each path ends in a
// noreturn call or goes round forever) without being declared noreturn
static struct symbol_list *never_return;


// What the functions of this file solved so far return (see
// nullstate_summarize()), in the order they were solved
#define MAX_PARAMS	32

struct summary {
	struct symbol *safe fn;
	enum nullvalue value;			// NONNULL or MAYBE (else UNKNOWN)
	struct position pos;			// MAYBE: the return of a NULL
	unsigned int derefs;			// bit n-1: parameter n is
						// ... dereferenced before any test
	unsigned int passes;			// ... or passed on first, to a
						// ... parameter that must not be NULL
	struct position deref_pos[MAX_PARAMS];	// ... there
	bool is_constant;			// every return returns
	long long constant;			// ... this integer
	const char *file;			// the file checked when it was
						// ... made: only its calls use it
};

// the summaries, by the function's symbol
static struct ptrhash summaries;

// the summary of @fn, a function of the file, or NULL
static struct summary *summary_find(struct symbol *safe fn)
{
	return ptrhash_get(&summaries, fn);
}

// the summary of @fn, made if missing
static struct summary *safe summary_make(struct symbol *safe fn)
{
	struct summary *s = summary_find(fn);

	if (s)
		return s;
	s = calloc(1, sizeof(*s));
	if (!s)
		die("out of memory");
	s->fn = fn;
	s->value = NV_UNKNOWN;
	s->file = base_filename;
	ptrhash_put(&summaries, fn, s);
	return s;
}

bool nullstate_summary(struct symbol *safe fn, enum nullvalue *safe value,
	unsigned int *safe derefs)
{
	struct summary *s = summary_find(fn);

	*value = s ? s->value : NV_UNKNOWN;
	*derefs = s ? s->derefs | s->passes : 0;
	return s != NULL;
}

// Was @pos written in a file that another file includes (a header)?
static bool in_header(struct position pos)
{
	// a stream that was not included has its position's stream at -1,
	// which the unsigned bit-field makes the largest stream number
	return pos.stream < input_stream_nr && input_streams &&
		input_streams[pos.stream].pos.stream < input_stream_nr;
}

// the summary of what @call's function does, or NULL.  A header's code is
// the same in every file that includes it, and is written against the
// declarations: a call in a header does not use the summary of a function
// that the file being checked defines (only of one a header defines).
static struct summary *summary_of(struct instruction *safe call)
{
	pseudo_t fn = call->func;
	struct symbol *sym;
	struct summary *s = NULL;

	if (!summaries.nr || call->opcode != OP_CALL || !fn || fn->type != PSEUDO_SYM)
		return NULL;
	// the definition, when the call is through an earlier declaration
	sym = fn->sym ? fn->sym->definition : NULL;
	if (sym)
		s = summary_find(sym);
	for (sym = fn->sym; !s && sym; sym = sym->type == SYM_NODE ? sym->same_symbol : NULL)
		s = summary_find(sym);
	if (s && in_header(call->pos) && !in_header(s->fn->pos))
		return NULL;
	// several files in one run share their global declarations: a
	// summary made while checking another file is not this file's
	if (s && s->file != base_filename)
		return NULL;
	return s;
}

static bool call_constant(struct instruction *safe call, long long *safe k)
{
	struct summary *s = summary_of(call);

	if (!s || !s->is_constant)
		return false;
	*k = s->constant;
	return true;
}

// Does every return of @ep return the same integer constant?  In @k.
static bool returns_constant(struct entrypoint *safe ep, long long *safe k)
{
	struct basic_block *bb;
	bool found = false;

	FOR_EACH_PTR(ep->bbs, bb) {
		struct instruction *ret = last_instruction(bb->insns), *def;
		pseudo_t src;

		if (!ret || ret->opcode != OP_RET)
			continue;
		if (!ret->src || ret->src == VOID || is_pointer(ret->type))
			return false;
		if (ret->src->type == PSEUDO_VAL) {
			if (found && *k != ret->src->value)
				return false;
			*k = ret->src->value;
			found = true;
			continue;
		}
		if (DEF_OPCODE(def, ret->src) != OP_PHI || !def)
			return false;
		FOR_EACH_PTR(def->phi_list, src) {
			pseudo_t v = src && src != VOID && src->def ? src->def->phi_src : NULL;

			if (!v || v->type != PSEUDO_VAL || (found && *k != v->value))
				return false;
			*k = v->value;
			found = true;
		} END_FOR_EACH_PTR(src);
	} END_FOR_EACH_PTR(bb);
	return found;
}

pseudo_t nullstate_tested(struct instruction *safe insn)
{
	switch (insn->opcode) {
	case OP_CBR:
		return insn->of_member ? NULL : insn->cond;
	case OP_SEL:
		return insn->cond;
	case OP_SET_EQ:
	case OP_SET_NE:
		if (is_zero(insn->src2))
			return insn->src1;
		if (is_zero(insn->src1))
			return insn->src2;
	}
	return NULL;
}

bool nullstate_passes_param(struct instruction *safe call, int nr)
{
	struct summary *s = summary_of(call);

	return s && nr >= 1 && nr <= MAX_PARAMS && (s->passes & (1U << (nr - 1)));
}

bool nullstate_derefs_param(struct instruction *safe call, int nr, struct position *safe pos)
{
	struct summary *s = summary_of(call);

	if (!s || nr < 1 || nr > MAX_PARAMS || !(s->derefs & (1U << (nr - 1))))
		return false;
	*pos = s->deref_pos[nr - 1];
	return true;
}

// Does @call pass @p (or a cast of it) to a parameter that must not be
// NULL: a safe or nonnull one, or one that the callee's summary says it
// dereferences first?  In @pos, where.
static bool passes_on(struct instruction *safe call, pseudo_t safe p, struct position *safe pos)
{
	struct symbol *fntype = first_ptr_list((struct ptr_list *)call->fntypes);
	struct symbol *fn = call->func && call->func->type == PSEUDO_SYM ? call->func->sym : fntype;
	pseudo_t arg, src;
	int nr = 0;

	FOR_EACH_PTR(call->arguments, arg) {
		nr++;
		for (src = arg; src && src != p; src = cast_source(src))
			;
		if (!src)
			continue;
		if (is_safe_param(fn, nr) || is_nonnull_param(fntype, nr) ||
		    nullstate_derefs_param(call, nr, pos)) {
			struct expression *written = call->call_expr && call->call_expr->type == EXPR_CALL ?
				ptr_list_nth(call->call_expr->args, nr - 1) : NULL;

			// the argument, where it is written
			*pos = written ? written->pos : call->pos;
			return true;
		}
	} END_FOR_EACH_PTR(arg);
	return false;
}

// Does every path from the entry of @ep load or store through the
// parameter @p (or what is computed from it), or pass it on (passes_on()),
// before it tests it or returns?  In @pos, the first such use found, and
// in @passed whether it passes it on.
static bool deref_first(struct entrypoint *safe ep, pseudo_t safe p, struct position *safe pos,
	bool *safe passed)
{
	struct basic_block *bb, *child;
	struct basic_block_list *todo = NULL;
	unsigned long gen = ++bb_generation;
	bool covered = true, any = false;

	if (!ep->entry || !ep->entry->bb)
		return false;
	bb = ep->entry->bb;
	bb->generation = gen;
	add_bb(&todo, bb);
	while (covered && (bb = delete_ptr_list_last((struct ptr_list **)&todo))) {
		struct instruction *insn;
		struct position at;
		bool done = false;
		pseudo_t roots[8];

		// (a 'break' in FOR_EACH_PTR() only goes to the next entry)
		FOR_EACH_PTR(bb->insns, insn) {
			int i, n;

			if (!insn->bb)
				continue;
			switch (insn->opcode) {
			case OP_LOAD:
			case OP_STORE:
				n = nullstate_roots(insn->src, roots, 8);
				for (i = 0; i < n; i++) {
					if (roots[i] == p && !insn->pos.sysmacro) {
						if (!any) {
							*pos = insn->pos;
							*passed = false;
						}
						any = done = true;
					}
				}
				break;
			case OP_CALL:
				if (!insn->pos.sysmacro && passes_on(insn, p, &at)) {
					if (!any) {
						*pos = at;
						*passed = true;
					}
					any = done = true;
				}
				break;
			case OP_CBR:
			case OP_SEL:
				if (insn->cond == p)
					covered = false;
				break;
			case OP_SET_EQ:
			case OP_SET_NE:
				if (insn->src1 == p || insn->src2 == p)
					covered = false;
				break;
			case OP_RET:
				covered = false;
				break;
			}
			if (done || !covered)
				goto block_done;
		} END_FOR_EACH_PTR(insn);
block_done:
		if (done || !covered)
			continue;
		if (!bb->children)
			covered = false;	// ends without returning: no
		FOR_EACH_PTR(bb->children, child) {
			if (child->generation != gen) {
				child->generation = gen;
				add_bb(&todo, child);
			}
		} END_FOR_EACH_PTR(child);
	}
	free_ptr_list(&todo);
	return covered && any;
}

void nullstate_learn(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct position pos;
	long long k = 0;
	pseudo_t arg;

	if (!ep || !ep->name)
		return;
	if (returns_constant(ep, &k)) {
		struct summary *s = summary_make(ep->name);

		s->is_constant = true;
		s->constant = k;
	}
	// the pointer parameters it dereferences before any test of them
	FOR_EACH_PTR(ep->entry ? ep->entry->arg_list : NULL, arg) {
		struct summary *s;
		bool passed = false;

		if (!arg || arg->type != PSEUDO_ARG || arg->nr < 1 || arg->nr > MAX_PARAMS ||
		    !arg->users || !deref_first(ep, arg, &pos, &passed))
			continue;
		s = summary_make(ep->name);
		s->derefs |= 1U << (arg->nr - 1);
		if (passed)
			s->passes |= 1U << (arg->nr - 1);
		s->deref_pos[arg->nr - 1] = pos;
	} END_FOR_EACH_PTR(arg);
	// from the end: the return block is most often the last one
	FOR_EACH_PTR_REVERSE(ep->bbs, bb) {
		struct instruction *last = last_instruction(bb->insns);

		if (last && last->opcode == OP_RET)
			return;
	} END_FOR_EACH_PTR_REVERSE(bb);
	add_symbol(&never_return, ep->name);
}

bool nullstate_returns_null(struct instruction *safe call, struct position *safe pos)
{
	struct summary *s = summary_of(call);


	if (!s || s->value != NV_MAYBE)
		return false;
	*pos = s->pos;
	return true;
}

static bool never_returns(pseudo_t fn)
{
	struct symbol *sym, *known;

	if (!never_return || !fn || fn->type != PSEUDO_SYM)
		return false;
	for (sym = fn->sym; sym; sym = sym->type == SYM_NODE ? sym->same_symbol : NULL) {
		FOR_EACH_PTR(never_return, known) {
			// the definition, when the call is through an earlier
			// declaration
			if (known == sym || known == sym->definition)
				return true;
		} END_FOR_EACH_PTR(known);
	}
	return false;
}

bool nullstate_want_tests;

// a branch, select or comparison, for nullstate_tests(): once, on the
// first walk of its block
static inline void note_test(struct nullstate *safe ns, struct instruction *safe insn)
{
	struct bbinfo *bi = ns->current;

	if (!nullstate_want_tests || !ns->solving || ns->splitting || !bi || bi->solved)
		return;
	if (!ns->tests || ns->nr_tests == ns->alloc_tests) {
		ns->alloc_tests = ns->alloc_tests * 2 + 256;
		ns->tests = xrealloc(ns->tests, ns->alloc_tests * sizeof(*ns->tests));
	}
	ns->tests[ns->nr_tests++] = insn;
}

struct instruction *safe *nullstate_tests(struct nullstate *safe ns, int *safe nr)
{
	*nr = ns->nr_tests;
	return ns->tests;
}

static void transfer(struct nullstate *safe ns, struct instruction *safe insn)
{
	pseudo_t src;

	switch (insn->opcode) {
	case OP_LOAD:
		transfer_load(ns, insn);
		break;
	case OP_STORE:
		transfer_store(ns, insn);
		break;
	case OP_CALL:
		if (never_returns(insn->func) && ns->current)
			ns->current->ends = true;
		pass_nonnull(ns, insn);
		forget_paths(ns, NULL);
		if (insn->target != VOID && is_pointer(insn->type)) {
			struct symbol *fn = first_ptr_list((struct ptr_list *)insn->fntypes);

			struct summary *sum = summary_of(insn);
			bool alloc = is_allocator(fn);

			// an allocation asked never to fail does not
			if (alloc && alloc_cannot_fail(insn))
				set_def(ns, insn->target, NV_NONNULL, NULL, NULL);
			else if (is_safe_return(fn) || (sum && sum->value == NV_NONNULL))
				set_def(ns, insn->target, NV_NONNULL, NULL, NULL);
			else if ((sum && sum->value == NV_MAYBE) || is_nullable_return(fn) || (Wnull_alloc && alloc))
				set_def(ns, insn->target, NV_MAYBE, insn, NULL);
			else
				set_def(ns, insn->target, NV_UNKNOWN, NULL, NULL);
		}
		break;
	case OP_ASM:
		if (insn->clobber_memory || insn->output_memory)
			forget_paths(ns, NULL);
		break;
	case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
	case OP_ZEXT: case OP_SEXT: case OP_COPY:
		if (insn->opcode == OP_UTPTR || is_tracked(insn->src) ||
		    (insn->src && insn->src->type == PSEUDO_SYM) || is_pointer(insn->type))
			transfer_keep(ns, insn, insn->src);
		break;
	case OP_ADD: case OP_SUB: case OP_AND: case OP_OR:
		src = pointer_operand(insn);
		if (src)
			transfer_keep(ns, insn, src);
		break;
	case OP_SEL:
		note_test(ns, insn);
		if (transfer_select(ns, insn))
			tested_both_ways(ns, insn);
		break;
	case OP_CBR:
	case OP_SET_EQ:
	case OP_SET_NE:
		note_test(ns, insn);
		break;
	case OP_SETVAL:		// string literals, label addresses
	case OP_SYMADDR:
		set_def(ns, insn->target, NV_NONNULL, NULL, NULL);
		break;
	}
}

////////////////////////////////////////////////////////////////////////
// Edges and blocks

// Leaving an arm that __builtin_expect() calls unlikely (WARN_ON(!p)'s
// warning): that p may be NULL there is what the code says cannot
// happen, so it is no evidence after the arms meet again.
static void forget_null(struct factmap *safe m)
{
	struct fact *safe facts = map_facts(m);
	int i, j = 0;

	for (i = 0; i < m->nr; i++) {
		struct fact *safe f = &facts[i];
		struct instruction *why;

		if (nv_may_be_null(f->value)) {
			f->value = NV_UNKNOWN;
			f->why = NULL;
			if (absent_value(f, &why) == NV_UNKNOWN)
				continue;
		}
		facts[j++] = *f;
	}
	m->nr = j;
}

// @m refined by what a side of the branch @br says (@r, @n of them);
// false if nothing can be on that side
// What an edge says of @p, it says of the pointers computed from it that
// the state @m knows ('q = &p->m' or a cast of p, made before the test of
// p): they keep p's value.
static void refine_derived(struct factmap *safe m, pseudo_t safe p, int is_null,
	struct instruction *why, int depth)
{
	struct pseudo_user *pu;

	if (depth > 2)
		return;
	FOR_EACH_PTR(p->users, pu) {
		struct instruction *insn = pu->insn, *old_why;
		enum nullvalue v, old;
		struct pinfo *pi;

		if (!insn || !insn->bb)
			continue;
		switch (insn->opcode) {
		case OP_ADD: case OP_SUB: case OP_AND: case OP_OR:
			if (pointer_operand(insn) != p)
				continue;
			break;
		case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
		case OP_ZEXT: case OP_SEXT: case OP_COPY:
			if (insn->src != p)
				continue;
			break;
		default:
			continue;
		}
		pi = pinfo(insn->target);
		if (!pi)
			continue;
		old = value_in(m, pi->pseudo, &old_why);
		v = nv_refine(old, is_null);
		if (v == NV_BOTTOM || v == old)
			continue;
		set_value(m, pi->pseudo, v, is_null != NV_IS_NONNULL ? why : NULL);
		if (pi->derived)
			refine_derived(m, pi->pseudo, is_null, why, depth + 1);
	} END_FOR_EACH_PTR(pu);
}

static inline bool assume(struct factmap *safe m, struct refinement *safe r, int n,
	struct instruction *br)
{
	int i;

	for (i = 0; i < n; i++) {
		struct instruction *why;
		enum nullvalue v = value_in(m, r[i].p, &why);
		struct pinfo *pi;

		v = nv_refine(v, r[i].is_null);
		if (v == NV_BOTTOM)
			return false;
		if (r[i].is_null != NV_IS_NONNULL)
			why = r[i].test ? r[i].test : br;
		set_value(m, r[i].p, v, why);
		pi = pinfo(r[i].p);
		if (pi && pi->derived)
			refine_derived(m, r[i].p, r[i].is_null, why, 0);
	}
	return true;
}

// The block being entered, whose live pointers mark_live() has marked
// (see enter_block()): an edge into it need not keep what it learns of a
// pointer that is dead there, which the cut would drop.
static struct bbinfo *cutting;

// Does the edge into @to learn nothing kept from what the branch @br tests
// ('if (p)', 'if (!p)', 'if (p == NULL)'): only one pointer, nothing
// computed from it, dead in @to, and no path holds its value?  The test
// must still be taken for what it says (an edge that cannot be taken).
static bool learns_nothing_kept(struct instruction *safe br, struct basic_block *safe to,
	struct refinement *safe r, int n)
{
	struct bbinfo *ti = to->priv;
	pseudo_t p = r[0].p, cond = br->cond;
	struct instruction *def;
	struct pinfo *pi;

	if (n != 1 || !ti || ti != cutting || ti->phis || ti->split)
		return false;
	pi = pinfo(p);
	if (!pi || pi->live == ti->idx + 1 || pi->derived || pi->stored ||
	    (pi->path && pi->path->useful))
		return false;
	// the pointer itself, or its comparison with 0: no other pointer
	// is compared (equal_pointers() has nothing to do)
	if (cond == p)
		return true;
	switch (DEF_OPCODE(def, cond)) {
	case OP_SET_EQ:
	case OP_SET_NE:
		return def && ((def->src1 == p && is_zero(def->src2)) ||
			       (def->src2 == p && is_zero(def->src1)));
	}
	return false;
}

// A select of the block of the branch @br, on the condition the branch
// tests ('p = f ? NULL : p; if (!f) use(p);', an 'if' that sparse made a
// select): on the side @truth of the branch, it is the operand that side
// chose.
static void selected_by(struct factmap *safe m, struct instruction *safe br, int truth)
{
	pseudo_t cond = br->cond;
	struct pseudo_user *pu;

	if (!cond || (cond->type != PSEUDO_REG && cond->type != PSEUDO_ARG))
		return;
	FOR_EACH_PTR(cond->users, pu) {
		struct instruction *sel = pu->insn, *why;
		pseudo_t chosen;
		enum nullvalue v;

		if (!sel || sel->opcode != OP_SEL || sel->bb != br->bb ||
		    sel->src1 != cond || !is_tracked(sel->target))
			continue;
		// proven already ('x ? x : y' with y proven), it stays so
		if (value_in(m, sel->target, &why) == NV_NONNULL)
			continue;
		chosen = truth ? sel->src2 : sel->src3;
		v = value_in(m, chosen, &why);
		if (chosen == sel->src1)
			v = nv_refine(v, !truth);
		if (v == NV_NULL && chosen && chosen->type == PSEUDO_VAL)
			why = sel;
		set_value(m, sel->target, v, why);
	} END_FOR_EACH_PTR(pu);
}

// Can the switch @sw go to @to?  Not where what it switches on is a
// constant (a phi of the split block, on the edge being refined, or what
// that edge's test compared equal) that no case of @to has, nor, for the default, that another case has.  Values
// beyond 32 bits are not decided: their width and sign would matter.
static bool switch_reaches(struct instruction *safe sw, struct basic_block *to)
{
	pseudo_t c = sw->cond;
	struct instruction *phi;
	struct multijmp *jmp;
	bool matched = false, is_default = false;

	if (DEF_OPCODE(phi, c) == OP_PHI)
		c = split_phi_value(phi);
	else if (split_case)
		c = split_case;
	if (!c || c->type != PSEUDO_VAL || c->value != (int)c->value)
		return true;
	FOR_EACH_PTR(sw->multijmp_list, jmp) {
		if (jmp->begin > jmp->end) {
			is_default |= jmp->target == to;
			continue;
		}
		if (jmp->begin != (int)jmp->begin || jmp->end != (int)jmp->end)
			return true;
		if (c->value < jmp->begin || c->value > jmp->end)
			continue;
		if (jmp->target == to)
			return true;
		matched = true;
	} END_FOR_EACH_PTR(jmp);
	return is_default && !matched;
}

// On the side @truth of @cond, a comparison of two pointers ('p == q',
// 'p != q') that says they are equal: each is what both are known to be.
// One that is not NULL makes both so, and one that is NULL both NULL; a
// NULL that only one may be is, on that side, the other's NULL too, which
// nothing says may happen: no evidence.  False
// if the side cannot be taken (a NULL equal to what is not NULL).
static bool equal_pointers(struct factmap *safe m, pseudo_t cond, int truth, int depth)
{
	struct instruction *def, *why_a, *why_b;
	enum nullvalue a, b;
	pseudo_t x, y;

	if (!cond)
		return true;
	switch (DEF_OPCODE(def, cond)) {
	case OP_AND:
	case OP_OR:
		// both sides of an 'and' that is true, of an 'or' that is not
		if (!def || def->size != 1 || depth > 4 ||
		    truth != (def->opcode == OP_AND))
			return true;
		return equal_pointers(m, def->src1, truth, depth + 1) &&
		       equal_pointers(m, def->src2, truth, depth + 1);
	case OP_SET_EQ:
		break;
	case OP_SET_NE:
		truth = !truth;
		break;
	default:
		return true;
	}
	if (!truth || !def)
		return true;
	x = def->src1;
	y = def->src2;
	if (!x || !y || !is_tracked(x) || !is_tracked(y))
		return true;
	a = value_in(m, x, &why_a);
	b = value_in(m, y, &why_b);
	if (a == NV_NONNULL || b == NV_NONNULL) {
		if (a == NV_NULL || b == NV_NULL)
			return false;
		set_value(m, x, NV_NONNULL, NULL);
		set_value(m, y, NV_NONNULL, NULL);
	} else if (a == NV_NULL || b == NV_NULL) {
		set_value(m, x, NV_NULL, a == NV_NULL ? why_a : why_b);
		set_value(m, y, NV_NULL, a == NV_NULL ? why_a : why_b);
	} else if (a == NV_MAYBE && b == NV_UNKNOWN) {
		set_value(m, x, NV_UNKNOWN, NULL);
	} else if (b == NV_MAYBE && a == NV_UNKNOWN) {
		set_value(m, y, NV_UNKNOWN, NULL);
	}
	return true;
}

// the state along the edge @from -> @to, from the exit state @out of
// @from; false if it cannot be taken
static bool refine_edge(struct bbinfo *safe from, struct factmap *safe out,
	struct basic_block *safe to, struct factmap *safe m)
{
	struct instruction *br = from->last;
	struct refinement r[MAX_REFINE];
	struct bbinfo *ti = to->priv;
	int n;

	map_copy(m, out);
	if (from->unlikely && !(ti && ti->unlikely))
		forget_null(m);
	if (!br || br->opcode != OP_CBR || br->bb_true == br->bb_false) {
		// a switch goes where the constant of a split entry says
		return !split_bb || !br || br->opcode != OP_SWITCH ||
		       switch_reaches(br, to);
	}
	n = branch_facts(br, br->bb_true == to, r, 0);
	if (!from->selects && learns_nothing_kept(br, to, r, n)) {
		struct instruction *why;

		return nv_refine(value_in(m, r[0].p, &why), r[0].is_null) != NV_BOTTOM;
	}
	if (!assume(m, r, n, br) || !equal_pointers(m, br->cond, br->bb_true == to, 0))
		return false;
	if (from->selects)
		selected_by(m, br, br->bb_true == to);
	return true;
}

// the state along the edge from the split block @from -> @to: each exit,
// refined as its own edge says, joined; false if none can take it
static bool split_edge_state(struct nullstate *safe ns, struct bbinfo *safe from,
	struct basic_block *safe to, struct factmap *safe m)
{
	bool taken = false;
	int k;

	// solve_split() made them for the exits
	if (!from->exits)
		return refine_edge(from, &from->out, to, m);
	for (k = 0; k < from->nr_split; k++) {
		split_exit(from, k);
		if (!refine_edge(from, &from->exits->out[k], to, &ns->split_edge))
			continue;
		if (!taken)
			map_copy(m, &ns->split_edge);
		else
			join_map(m, &ns->split_edge, &ns->join);
		taken = true;
	}
	split_done();
	return taken;
}

// the state along the edge @from -> @to; false if it cannot be taken
static inline bool edge_state(struct nullstate *safe ns, struct bbinfo *safe from,
	struct basic_block *to, struct factmap *m)
{
	if (from->ends)
		return false;
	if (from->nr_split)
		return split_edge_state(ns, from, to, m);
	return refine_edge(from, &from->out, to, m);
}

// which of the incoming edges of the block being entered is from @pred,
// or -1
static int edge_index(struct nullstate *safe ns, struct basic_block *pred)
{
	struct bbinfo *bi = pred ? pred->priv : NULL;

	return bi && bi->edge_mark == ns->entering ? bi->edge : -1;
}

// the values of @bi's phis on the edge from @pred, whose state is @edge,
// into @m; and they are live there, for drop_dead()
static void split_phis(struct bbinfo *safe bi, struct factmap *safe m,
	struct factmap *safe edge, struct basic_block *pred)
{
	struct instruction *insn, *src, *why;
	struct pinfo *pi;
	enum nullvalue v;
	pseudo_t value;

	if (!bi->phis)
		return;
	FOR_EACH_PTR(bi->bb->insns, insn) {
		if (!insn->bb)
			continue;
		if (insn->opcode != OP_PHI)
			break;
		pi = pinfo(insn->target);
		if (!pi)
			continue;
		pi->live = bi->idx + 1;
		src = phi_source(insn, pred);
		value = src ? src->phi_src : NULL;
		if (!value)
			continue;
		v = value_in(edge, value, &why);
		if (v == NV_NULL && value->type == PSEUDO_VAL)
			why = src;
		map_set(m, pi->pseudo, 0, v, why);
	} END_FOR_EACH_PTR(insn);
}

// 'c ? f(c) : NULL' made of branches (f keeping c's nullness, as
// container_of() does): a phi of f(c) and of a NULL from the side of a
// test of c on which c is NULL has c's value at the test
static bool phi_null_preserving(struct instruction *safe insn, enum nullvalue *safe v,
	struct instruction **safe why)
{
	struct instruction *null = NULL, *other = NULL, *src;
	struct basic_block *bb, *parent;
	pseudo_t phi, p;
	int hops;

	FOR_EACH_PTR(insn->phi_list, phi) {
		if (phi == VOID || !phi->def)
			continue;
		src = phi->def;
		if (!src->phi_src)
			return false;
		if (src->phi_src->type == PSEUDO_VAL && !src->phi_src->value && !null)
			null = src;
		else if (!other)
			other = src;
		else
			return false;
	} END_FOR_EACH_PTR(phi);
	if (!null || !other)
		return false;
	// up from the NULL to the test
	for (bb = null->bb, hops = 0; bb && hops < 4; bb = parent, hops++) {
		struct instruction *br;
		struct bbinfo *pi;

		if (bb_list_size(bb->parents) != 1)
			return false;
		parent = first_basic_block(bb->parents);
		if (!parent)
			return false;
		pi = parent->priv;
		br = pi ? pi->last : NULL;
		if (!br || br->opcode != OP_CBR || br->bb_true == br->bb_false)
			continue;
		if (!pi->reached || br->of_member)
			return false;
		p = null_root(br->cond, br->bb_true == bb, other->phi_src);
		if (!p)
			return false;
		*v = value_in(&pi->out, p, why);
		return true;
	}
	return false;
}

// A phi source in @from, a block that is not a predecessor of the phi's
// block @to but a predecessor of one of them (sparse places a phi where
// the value is used, so that 'if (!p) p = new(); if (c) use(p);' has the
// phi of p after the second test): put in ns->far the state along the
// edge from @from to that predecessor, and return 1; -1 if that edge is
// never taken, or @from is a predecessor whose own edge is not; 0 if there
// is no such predecessor, or more than one.
static int far_source(struct nullstate *safe ns, struct bbinfo *safe from, struct bbinfo *safe to)
{
	struct basic_block *pred, *via = NULL, *parent;

	FOR_EACH_PTR(to->bb->parents, pred) {
		// a direct predecessor whose edge is not taken
		if (pred == from->bb)
			return -1;
		FOR_EACH_PTR(pred->parents, parent) {
			if (parent != from->bb)
				continue;
			if (via && via != pred)
				return 0;
			via = pred;
		} END_FOR_EACH_PTR(parent);
	} END_FOR_EACH_PTR(pred);
	if (!via)
		return 0;
	return edge_state(ns, from, via, &ns->far) ? 1 : -1;
}

static void transfer_phi(struct nullstate *safe ns, struct bbinfo *safe to,
	struct instruction *safe insn, struct factmap *safe edges)
{
	struct instruction *why = NULL;
	enum nullvalue v = NV_BOTTOM;
	bool pointer = is_pointer(insn->type);
	pseudo_t phi;

	enum nullvalue forward = NV_BOTTOM, back = NV_BOTTOM;
	struct pinfo *pi;

	if (phi_null_preserving(insn, &v, &why)) {
		set_def(ns, insn->target, v, why, NULL);
		return;
	}
	FOR_EACH_PTR(insn->phi_list, phi) {
		struct instruction *src, *w;
		struct bbinfo *from;
		struct factmap *m;
		enum nullvalue s;
		int e;

		if (phi == VOID || !phi->def)
			continue;
		src = phi->def;
		from = src->bb ? src->bb->priv : NULL;
		e = edge_index(ns, src->bb);
		if (e >= 0) {
			m = &edges[e];
		} else {
			// a source not in a direct predecessor: as it is there,
			// or as the edge to the predecessor it leads to has it
			struct bbinfo *bi = src->bb ? src->bb->priv : NULL;

			if (!bi || !bi->reached)
				continue;
			m = &bi->out;
			switch (far_source(ns, bi, to)) {
			case -1:
				continue;
			case 1:
				m = &ns->far;
			}
		}
		pointer |= is_tracked(src->phi_src);
		s = operand_value(ns, m, src->phi_src, src, &w);
		if (!nv_may_be_null(v) && nv_may_be_null(s))
			why = w;
		v = nv_join(v, s);
		if (from && from->idx >= to->idx)
			back = nv_join(back, s);
		else
			forward = nv_join(forward, s);
	} END_FOR_EACH_PTR(phi);
	if (!pointer)
		return;
	set_def(ns, insn->target, v, why, NULL);
	// NULL only on the way in: NULL after the loop only if it never ran
	pi = pinfo(insn->target);
	if (pi)
		pi->loop = nv_may_be_null(forward) && back != NV_BOTTOM &&
			   !nv_may_be_null(back) ? to : NULL;
}

// mark what is live on entry to @bi (pi->live); false if that is not known
static bool mark_live(struct nullstate *safe ns, struct bbinfo *safe bi)
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
	return true;
}

// is what @f is about live on entry to @bi, as mark_live() marked it?
static inline bool fact_live(struct nullstate *safe ns, struct bbinfo *bi, const struct fact *safe f)
{
	unsigned int mark = bi->idx + 1;
	struct pinfo *pi;

	if (f->is_path) {
		struct nullpath *path = f->key;

		if (path->last_load < bi->idx && ns->paths_counted)
			return false;
		pi = path->via_slot ? NULL : pinfo(path->base);
	} else {
		pi = ((pseudo_t)f->key)->priv;
	}
	return !pi || pi->live == mark;
}

// drop from @m the facts about what is not live on entry to @bi, as
// mark_live() marked it
static inline void drop_dead(struct nullstate *safe ns, struct bbinfo *safe bi, struct factmap *safe m)
{
	struct fact *safe facts = map_facts(m);
	unsigned int mark = bi->idx + 1;
	int i, j = 0;

	for (i = 0; i < m->nr; i++) {
		struct fact *safe f = &facts[i];

		if (!fact_live(ns, bi, f))
			continue;
		// a path holds nothing dead
		if (f->held && held_info(f->held)->live != mark) {
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

// The alternatives of the side of @pred's branch that leads to @to, when
// that side says only that one of a few tests took it (an 'and' that is
// false, an 'or' that is true): into @alts, with the side in @truth.
// Returns how many, or 0 when there are fewer than two or too many.
static int alternatives(struct basic_block *safe pred, struct basic_block *to,
	pseudo_t *safe alts, int *safe truth)
{
	struct bbinfo *pi = pred->priv;
	struct instruction *br = pi ? pi->last : NULL, *def;
	pseudo_t stack[MAX_SPLIT + 1];
	int n = 0, top = 0, op;

	if (!br || br->opcode != OP_CBR || br->bb_true == br->bb_false ||
	    br->of_member)
		return 0;
	*truth = br->bb_true == to;
	op = *truth ? OP_OR : OP_AND;
	if (!br->cond || DEF_OPCODE(def, br->cond) != op || !def || def->size != 1)
		return 0;
	stack[top++] = br->cond;
	while (top) {
		pseudo_t c = stack[--top];

		if (c && DEF_OPCODE(def, c) == op && def && def->size == 1 &&
		    top + 2 <= MAX_SPLIT) {
			stack[top++] = def->src2;
			stack[top++] = def->src1;
			continue;
		}
		if (n == MAX_SPLIT)
			return 0;
		alts[n++] = c;
	}
	return n;
}

// The constant that @test, being @truth, says @x is ('x == K' true, 'x !=
// K' false), or NULL.
static pseudo_t equal_constant(pseudo_t test, int truth, pseudo_t safe x)
{
	struct instruction *def;
	pseudo_t k;

	switch (DEF_OPCODE(def, test)) {
	case OP_SET_EQ:
		break;
	case OP_SET_NE:
		truth = !truth;
		break;
	default:
		return NULL;
	}
	if (!truth || !def)
		return NULL;
	k = def->src1 == x ? def->src2 : def->src2 == x ? def->src1 : NULL;
	return k && k->type == PSEUDO_VAL ? k : NULL;
}

// What the switch that ends @bi is on, where it is entered from @pred by
// the alternative @alt (NULL: the edge as a whole) of @pred's branch being
// @truth, if that makes it a constant; else NULL.
static pseudo_t switch_case(struct bbinfo *safe bi, struct basic_block *safe pred,
	pseudo_t alt, int truth)
{
	struct instruction *sw = bi->last, *br;
	struct bbinfo *pi = pred->priv;

	if (!sw || sw->opcode != OP_SWITCH || !sw->cond)
		return NULL;
	if (alt)
		return equal_constant(alt, truth, sw->cond);
	br = pi ? pi->last : NULL;
	if (!br || br->opcode != OP_CBR || br->bb_true == br->bb_false)
		return NULL;
	return equal_constant(br->cond, br->bb_true == bi->bb, sw->cond);
}

// Is the switch that ends @bi entered on an edge, or an alternative of
// one, that makes what it is on a constant?  ('if (!p && cmd != A) goto
// out; switch (cmd)': where p is NULL, cmd is A.)
static bool switch_constrained(struct bbinfo *safe bi)
{
	struct basic_block *parent;
	pseudo_t alts[MAX_SPLIT];
	int n, i, truth;

	FOR_EACH_PTR(bi->bb->parents, parent) {
		n = alternatives(parent, bi->bb, alts, &truth);
		for (i = 0; i < n; i++) {
			if (switch_case(bi, parent, alts[i], truth))
				return true;
		}
		if (!n && switch_case(bi, parent, NULL, 0))
			return true;
	} END_FOR_EACH_PTR(parent);
	return false;
}

// the value on the edge @k (of ns->edges) of what the branch of @bi tests,
// @leaf: for a phi of @bi, its source from that edge's predecessor
static enum nullvalue leaf_value(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe edges, int k, pseudo_t leaf)
{
	struct instruction *def = leaf ? leaf->def : NULL, *why;

	if (leaf && leaf->type == PSEUDO_REG && def && def->opcode == OP_PHI &&
	    def->bb == bi->bb) {
		def = phi_source(def, ns->edge_preds[k]);
		return def ? value_in(&edges[k], def->phi_src, &why) : NV_UNKNOWN;
	}
	return value_in(&edges[k], leaf, &why);
}

// Do the @nr incoming @edges of @bi differ in what its branch tests, so
// that walking each alone can show one of them not to go on?  (A phi of
// integers differs from edge to edge: each edge has a test of its own.)
static bool edges_differ(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe edges, int nr)
{
	pseudo_t safe *leaves = bi->leaves;
	int i, k, n = bi->nr_leaves;

	for (i = 0; leaves && i < n; i++) {
		struct instruction *def = leaves[i]->def;
		enum nullvalue first;

		if (leaves[i]->type == PSEUDO_REG && def && def->opcode == OP_PHI &&
		    def->bb == bi->bb && !is_pointer(def->type))
			return true;
		first = leaf_value(ns, bi, edges, 0, leaves[i]);
		for (k = 1; k < nr; k++) {
			if (leaf_value(ns, bi, edges, k, leaves[i]) != first)
				return true;
		}
	}
	return false;
}

// is @p what the branch of @bi tests?
static bool is_leaf(struct bbinfo *safe bi, void *p)
{
	pseudo_t safe *leaves = bi->leaves;
	int i;

	for (i = 0; leaves && i < bi->nr_leaves; i++) {
		if (leaves[i] == p)
			return true;
	}
	return false;
}

// is the fact @f about what the branch of @bi tests, or a path through it?
static bool about_leaf(struct bbinfo *safe bi, const struct fact *safe f)
{
	return is_leaf(bi, f->is_path ? ((struct nullpath *)f->key)->base : f->key);
}

// Do the @nr incoming @edges of @bi differ in something its branch does
// not test, or in a phi it does not test?  If not, the exits, refined,
// join to what the joined entry gives: no need to split.
static bool edges_differ_beyond(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe edges, int nr)
{
	struct factmap *safe a = &edges[0];
	const struct fact *safe af = map_facts(a);
	struct instruction *insn;
	int k;

	if (bi->phis) {
		FOR_EACH_PTR(bi->bb->insns, insn) {
			if (!insn->bb)
				continue;
			if (insn->opcode != OP_PHI)
				break;
			if (!is_tracked(insn->target) || is_leaf(bi, insn->target))
				continue;
			for (k = 1; k < nr; k++) {
				if (leaf_value(ns, bi, edges, k, insn->target) !=
				    leaf_value(ns, bi, edges, 0, insn->target))
					return true;
			}
		} END_FOR_EACH_PTR(insn);
	}
	for (k = 1; k < nr; k++) {
		struct factmap *safe b = &edges[k];
		const struct fact *safe bf = map_facts(b);
		int i = 0, j = 0;

		while (i < a->nr || j < b->nr) {
			const struct fact *safe f, *g = NULL;
			struct instruction *why;

			if (j >= b->nr || (i < a->nr &&
			    (unsigned long)af[i].key < (unsigned long)bf[j].key)) {
				f = &af[i++];
			} else if (i >= a->nr ||
			    (unsigned long)bf[j].key < (unsigned long)af[i].key) {
				f = &bf[j++];
			} else {
				f = &af[i++];
				g = &bf[j++];
			}
			if (about_leaf(bi, f) ||
			    (ns->live_known && !fact_live(ns, bi, f)))
				continue;
			if (g ? g->value != f->value : f->value != absent_value(f, &why))
				return true;
		}
	}
	return false;
}

// The entries of the split block @bi: one per incoming edge (of @nr, as
// enter_block() has them, before anything is dropped), or one per
// alternative of an edge that is a few ('if (!a && !b) return;' leaves
// 'a' or 'b'), each with the phis as that edge has them.  None when there
// would be fewer than two, or more than MAX_SPLIT.
static void split_inputs(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct factmap *safe edges, int nr)
{
	pseudo_t alts[MAX_SPLIT][MAX_SPLIT];
	int k, a, n, truth[MAX_SPLIT], nr_alts[MAX_SPLIT], total = 0;

	if (nr > MAX_SPLIT)
		return;
	for (k = 0; k < nr; k++) {
		nr_alts[k] = alternatives(ns->edge_preds[k], bi->bb, alts[k], &truth[k]);
		total += nr_alts[k] ? nr_alts[k] : 1;
	}
	if (total < 2 || total > MAX_SPLIT)
		return;
	// a phi of integers stands for a test on each edge, and alternatives
	// are facts of their own; else the edges must differ where the branch
	// can tell them apart, and elsewhere too
	if (total == nr && !bi->int_phi &&
	    (!edges_differ(ns, bi, edges, nr) ||
	     !edges_differ_beyond(ns, bi, edges, nr)))
		return;
	for (k = 0; k < nr; k++) {
		struct basic_block *safe pred = ns->edge_preds[k];
		struct bbinfo *pi = pred->priv;

		n = nr_alts[k];
		for (a = 0; a < (n ? n : 1); a++) {
			struct factmap *safe m = &ns->split_in[ns->nr_split_in];
			struct refinement r[MAX_REFINE];

			map_copy(m, &edges[k]);
			if (n && !assume(m, r, cond_facts(alts[k][a], truth[k], r, 0, 0),
					 pi ? pi->last : NULL))
				continue;
			split_phis(bi, m, &edges[k], pred);
			ns->split_in_case[ns->nr_split_in] = switch_case(bi, pred,
				n ? alts[k][a] : NULL, truth[k]);
			ns->split_in_pred[ns->nr_split_in++] = pred;
		}
	}
}

// @list, a block's parents or children, as one node with nothing removed
// (nearly always): its entries are then read without a call; else NULL
static inline struct ptr_list *one_node(struct basic_block_list *list)
{
	struct ptr_list *head = (struct ptr_list *)list;

	return head && head->next == head && !head->rm ? head : NULL;
}

// how many parents @bb has
static inline int nr_parents(struct basic_block *safe bb)
{
	struct ptr_list *head = one_node(bb->parents);

	return head ? head->nr : bb_list_size(bb->parents);
}

// the edge from @parent into @bb, as the next of the @nr in @edges, if it
// can be taken (and once, where @bb is its parent's two targets); returns
// how many there are then
static inline int take_edge(struct nullstate *safe ns, struct basic_block *parent,
	struct basic_block *safe bb, struct factmap *safe edges, int nr)
{
	struct bbinfo *pi = parent ? parent->priv : NULL;

	if (!pi || !pi->reached || pi->edge_mark == ns->entering)
		return nr;
	pi->edge_mark = ns->entering;
	pi->edge = -1;
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
	bool live;

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
			nr = take_edge(ns, head->list[i], bb, edges, nr);
	} else {
		FOR_EACH_PTR(bb->parents, parent) {
			nr = take_edge(ns, parent, bb, edges, nr);
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
			if (insn->opcode != OP_PHI)
				goto phis_done;
			transfer_phi(ns, bi, insn, edges);
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

// walk @bi from the state in ns->cur, its entry state
static void walk_block(struct nullstate *safe ns, struct bbinfo *safe bi,
	void (*visit)(struct nullstate *safe, struct instruction *safe, void *), void *data)
{
	struct instruction *safe *insns = ns->insns;
	unsigned int i;

	ns->current = bi;
	bi->ends = false;
	if (!insns)
		return;
	insns += bi->first;
	for (i = 0; i < bi->nr_insns; i++) {
		struct instruction *safe insn = insns[i];

		if (visit)
			visit(ns, insn, data);
		if (insn->opcode != OP_PHI)
			transfer(ns, insn);
	}
}

// walk the split block @bi once from each of the entries split_inputs()
// made; true if an exit changed
static bool solve_split(struct nullstate *safe ns, struct bbinfo *safe bi, int was)
{
	struct split_exits *safe x;
	bool changed = was != ns->nr_split_in;
	int k;

	if (!bi->exits) {
		bi->exits = arena_alloc(&arena, sizeof(*bi->exits));
		memset(bi->exits, 0, sizeof(*bi->exits));
	}
	x = bi->exits;
	for (k = 0; k < ns->nr_split_in; k++) {
		map_copy(&ns->cur, &ns->split_in[k]);
		ns->splitting = true;
		walk_block(ns, bi, NULL, NULL);
		ns->splitting = false;
		if (changed || x->pred[k] != ns->split_in_pred[k] ||
		    x->on[k] != ns->split_in_case[k] || !map_same(&ns->cur, &x->out[k]))
			changed = true;
		keep_state(&x->out[k], &ns->cur);
		x->pred[k] = ns->split_in_pred[k];
		x->on[k] = ns->split_in_case[k];
	}
	bi->nr_split = ns->nr_split_in;
	return changed;
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
		if (ns->nr_split_in > 1)
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
	if (!bi->solved || !map_same(&ns->cur, &bi->out) || ns->defs_changed ||
	    split_changed) {
		keep_state(&bi->out, &ns->cur);
		bi->solved = true;
		FOR_EACH_PTR(bi->bb->children, child) {
			mark_dirty(ns, child->priv);
		} END_FOR_EACH_PTR(child);
	}
	return true;
}

////////////////////////////////////////////////////////////////////////
// Setting up

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

// the blocks in postorder, from the entry; a block whose ->priv is set is
// still open, and an edge to it is a back edge
static void order_blocks(struct nullstate *safe ns, struct basic_block *safe bb, unsigned long gen,
	struct basic_block **safe post, unsigned int *safe nr)
{
	struct basic_block *child;

	if (bb->generation == gen) {
		if (bb->priv)
			ns->loops = true;
		return;
	}
	bb->generation = gen;
	bb->priv = ns;
	FOR_EACH_PTR_REVERSE(bb->children, child) {
		order_blocks(ns, child, gen, post, nr);
	} END_FOR_EACH_PTR_REVERSE(child);
	bb->priv = NULL;
	post[(*nr)++] = bb;
}

// A load inside a loop is reached again from the loop's back edge: a
// path's facts must live until the last block of every loop around its
// last load.  In reverse postorder a loop runs from its header to the
// source of its back edge: reach[i] is the end of the outermost loop
// that block i is in (or i).
static void extend_to_loops(struct nullstate *safe ns)
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

// the private slots of a pointer type, and how often they are stored to
static void find_slots(struct nullstate *safe ns)
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

// a load of the whole of a private slot stored to once gives the value
// stored (a load before the store reads nothing defined)
static void load_of_slot(struct nullstate *safe ns, struct instruction *safe load)
{
	struct slot *slot;

	if (load->offset || !is_pointer(load->type))
		return;
	slot = find_slot(ns, load->src);
	if (slot && slot->stores == 1 && slot->value && load->target)
		track(ns, load->target)->copy = canonical(slot->value);
}

static bool is_pointer_value(pseudo_t safe p)
{
	struct pinfo *pi = pinfo(p);

	if (pi)
		return !pi->cond;
	return p->type == PSEUDO_REG && p->def && is_pointer(p->def->type);
}

// has @p more than one use?  (An argument is known on entry, and may be
// tested in the callee's caller's stead: count it used.)
static inline bool used_elsewhere(pseudo_t safe p)
{
	struct ptr_list *users = (struct ptr_list *)p->users;

	return p->type == PSEUDO_ARG ||
	       (users && (users->nr > 1 || users->next != users));
}

// Is the block @bi worth walking edge by edge?  Its branch must test one
// of its phis, a pointer or a condition tested elsewhere too, and it must
// have a few incoming edges (enter_block() counts them).
static bool worth_splitting(struct bbinfo *safe bi)
{
	pseudo_t safe *leaves = bi->leaves;
	struct instruction *br = bi->last;
	int i;

	if (!leaves || !br || (br->opcode == OP_CBR && br->of_member))
		return false;
	// track_conditions() gives a switch leaves only where it is
	if (br->opcode == OP_SWITCH)
		return true;
	for (i = 0; i < bi->nr_leaves; i++) {
		struct instruction *def = leaves[i]->def;

		if (leaves[i]->type == PSEUDO_REG && def && def->opcode == OP_PHI &&
		    def->bb == bi->bb && !is_pointer(def->type))
			bi->int_phi = true;
	}
	for (i = 0; i < bi->nr_leaves; i++) {
		struct instruction *def = leaves[i]->def;

		if (leaves[i]->type == PSEUDO_REG && def && def->opcode == OP_PHI &&
		    def->bb == bi->bb)
			return true;
		// what the block itself defines, or nothing else uses, is as
		// its definition made it on every edge
		if ((leaves[i]->type == PSEUDO_REG && def && def->bb == bi->bb) ||
		    !used_elsewhere(leaves[i]))
			continue;
		if (is_pointer_value(leaves[i]) || is_tracked(leaves[i]))
			return true;
	}
	return false;
}

// Has @bi more than one way in, or one that is a few alternatives?
static bool may_split(struct bbinfo *safe bi)
{
	struct basic_block_list *parents = bi->bb->parents;
	struct ptr_list *head = one_node(parents);
	struct basic_block *first;
	pseudo_t alts[MAX_SPLIT];
	int truth;

	if (!parents)
		return false;
	if (head) {
		first = head->list[0];
		if (first != head->list[head->nr - 1])
			return true;
	} else {
		first = first_basic_block(parents);
		if ((void *)first != last_ptr_list((struct ptr_list *)parents))
			return true;
	}
	return first && alternatives(first, bi->bb, alts, &truth) > 0;
}

static int cmp_pseudos(const void *a, const void *b)
{
	// qsort() hands its comparator pointers into the array
	unsigned long x = *(const unsigned long *safe)a, y = *(const unsigned long *safe)b;

	return x < y ? -1 : x > y;
}

// The integer values that more than one branch tests ('if (f) p = NULL;
// ... if (!f)'): tracked, so that an edge says what it says of them
// (nonzero is NONNULL, zero is NULL) and a later test of one is
// understood where a split block meets it.
static void track_conditions(struct nullstate *safe ns)
{
	pseudo_t safe *all = NULL;
	pseudo_t leaves[MAX_REFINE];
	struct instruction *def;
	struct pseudo_user *pu;
	int nr = 0, alloc = 0, i, n;
	unsigned int b;

	for (b = 0; b < ns->nr_blocks; b++) {
		struct bbinfo *bi = &ns->blocks[b];
		struct instruction *br = bi->last;
		pseudo_t cond = br ? br->cond : NULL;

		if (!cond)
			continue;
		if (br->opcode == OP_SWITCH && may_split(bi) &&
		    ((DEF_OPCODE(def, cond) == OP_PHI && def->bb == bi->bb) ||
		     switch_constrained(bi))) {
			// a switch on a phi of its own block, or on what an
			// edge in compared equal: split, each edge goes where
			// its value, if a constant, says
			bi->nr_leaves = 1;
			bi->leaves = arena_alloc(&arena, sizeof(*leaves));
			bi->leaves[0] = cond;
			continue;
		}
		if (br->opcode != OP_CBR || br->bb_true == br->bb_false)
			continue;
		n = cond_leaves(cond, leaves, 0, 0);
		// what a split would look at: a block with a few ways in
		if (may_split(bi)) {
			bi->nr_leaves = n;
			bi->leaves = arena_alloc(&arena, n * sizeof(*leaves));
			memcpy(bi->leaves, leaves, n * sizeof(*leaves));
		}
		if (ns->selects && (cond->type == PSEUDO_REG || cond->type == PSEUDO_ARG)) {
			FOR_EACH_PTR(cond->users, pu) {
				struct instruction *user = pu->insn;

				if (user && user->opcode == OP_SEL && user->bb == bi->bb)
					bi->selects = true;
			} END_FOR_EACH_PTR(pu);
		}
		for (i = 0; i < n; i++) {
			pseudo_t leaf = leaves[i];

			// an integer that one branch tests is used once
			if (!leaf || !used_elsewhere(leaf) || is_pointer_value(leaf))
				continue;
			if (!all || nr == alloc) {
				alloc = alloc * 2 + 16;
				all = arena_array(all, nr, alloc, sizeof(*all));
			}
			all[nr++] = leaf;
		}
	}
	if (!all)
		return;
	if (nr > 1)
		qsort(all, nr, sizeof(*all), cmp_pseudos);
	for (i = 1; i < nr; i++) {
		struct pinfo *pi;

		if (all[i] != all[i - 1] || pinfo(all[i]))
			continue;
		pi = track(ns, all[i]);
		pi->cond = true;
	}
}

// Which paths are worth facts: only a pointer load of a path uses a fact
// about it, so a path loaded once, and never stored before, needs none.
// Keeping the others out keeps the states small on long functions.
// @scan is nullstate_solve_scan()'s.
static void count_paths(struct nullstate *safe ns,
	void (*scan)(struct instruction *, void *), void *data)
{
	struct instruction *safe *insns;
	unsigned int i;

	find_slots(ns);
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
			if (scan)
				scan(insn, data);
			switch (insn->opcode) {
			case OP_PHI:
				ns->blocks[i].phis = true;
				continue;
			case OP_SEL:
				ns->selects = true;
				continue;
			case OP_LOAD: case OP_STORE:
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
				    insn->target->type == PSEUDO_ARG)
					track(ns, insn->target)->stored = path;
			} else {
				path->loads++;
				path->last_load = i;
				track(ns, insn->target)->path = path;
			}
			path->useful = path->loads > 1 || (path->loads && path->stores);
		} END_FOR_EACH_PTR(insn);
		ns->blocks[i].nr_insns = ns->nr_insns - ns->blocks[i].first;
	}
	track_conditions(ns);
	for (i = 0; i < ns->nr_blocks; i++) {
		if (ns->blocks[i].leaves)
			ns->blocks[i].split = worth_splitting(&ns->blocks[i]);
	}
	if (ns->loops)
		extend_to_loops(ns);
	ns->paths_counted = true;
}

static void track_arguments(struct nullstate *safe ns)
{
	struct symbol *fn = function_type(ns->ep->name);
	struct pinfo *pi;
	pseudo_t arg;
	int nr = 0;

	if (!ns->ep->entry)
		return;
	FOR_EACH_PTR(ns->ep->entry->arg_list, arg) {
		struct symbol *type = fn ? ptr_list_nth(fn->arguments, nr) : NULL;

		nr++;
		if (!type || !is_pointer(type))
			continue;
		pi = track(ns, arg);
		if (is_safe_param(ns->ep->name, nr) || is_nonnull_param(ns->ep->name, nr)) {
			pi->def = NV_NONNULL;
		} else if (is_nullable_pointer(type)) {
			pi->def = NV_MAYBE;	// the declaration says so
			pi->why = ns->ep->entry;
		} else {
			pi->def = NV_UNKNOWN;
		}
	} END_FOR_EACH_PTR(arg);
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

static void take_maps(struct nullstate *safe ns)
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

static void give_back_maps(struct nullstate *safe ns)
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

struct nullstate *nullstate_solve(struct entrypoint *ep)
{
	return nullstate_solve_scan(ep, NULL, NULL);
}

struct nullstate *nullstate_solve_scan(struct entrypoint *ep,
	void (*scan)(struct instruction *, void *), void *data)
{
	struct basic_block **post, *bb;
	struct nullstate *ns;
	struct bbinfo *bi, *blocks;
	unsigned int i, n = 0, nr_bbs, visits = 0, budget;

	if (!ep || !ep->entry || !ep->entry->bb)
		return NULL;
	ns = arena_alloc(&arena, sizeof(*ns));
	memset(ns, 0, sizeof(*ns));
	ns->ep = ep;
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
	}
	for (j = 0; ns->pinfos && j < ns->nr_pinfos; j++)
		ns->pinfos[j]->pseudo->priv = NULL;
	give_back_maps(ns);
	free(ns->blocks);
	// the nullstate itself is the arena's too
	arena_reset(&arena);
}

bool nullstate_null_dereferenced(struct nullstate *safe ns)
{
	return ns->null_dereferenced;
}

// Can the NULL of a pointer whose roots are @roots (@nr of them) take the
// edge @from -> @to?  Not if the edge cannot be taken, nor where a root is
// NONNULL on it: a test of it, or, out of a split block, an edge that only
// the exits where it is not NULL take ('x = p ? p->f : 0; if (x == K)').
static bool null_takes(struct nullstate *safe ns, struct bbinfo *safe from,
	struct basic_block *safe to, pseudo_t *safe roots, int nr, struct factmap *safe m)
{
	bool split = from->nr_split && from->exits, takes = false;
	struct factmap *outs = split ? from->exits->out : &from->out;
	int k, n = split ? from->nr_split : 1;

	if (from->ends)
		return false;
	for (k = 0; k < n && !takes; k++) {
		struct instruction *why;
		int i;

		if (split)
			split_exit(from, k);
		if (!refine_edge(from, &outs[k], to, m))
			continue;
		takes = true;
		for (i = 0; i < nr; i++) {
			if (roots[i] && value_in(m, roots[i], &why) == NV_NONNULL)
				takes = false;
		}
	}
	if (split)
		split_done();
	return takes;
}

bool nullstate_inevitable(struct nullstate *safe ns, struct instruction *safe why,
	pseudo_t safe p, struct basic_block *safe bb)
{
	struct basic_block *from = why->bb, *child;
	struct bbinfo *fi = from ? from->priv : NULL;
	struct factmap edge = { NULL, 0, 0 };
	struct bbinfo *safe *stack;
	unsigned char *seen;			// by idx
	bool escapes = false;
	pseudo_t roots[8];
	int n = 0, nr = nullstate_roots(p, roots, 8);

	if (!fi || from == bb)
		return true;
	stack = calloc(ns->nr_blocks + 1, sizeof(*stack));
	seen = calloc(ns->nr_blocks + 1, 1);
	if (!stack || !seen)
		die("out of memory");
	seen[fi->idx] = 1;
	stack[n++] = fi;
	while (!escapes && n > 0) {
		struct bbinfo *safe bi = stack[--n];
		struct instruction *last = bi->last;

		if (last && last->opcode == OP_RET) {
			escapes = true;
			break;
		}
		FOR_EACH_PTR(bi->bb->children, child) {
			struct bbinfo *ci = child->priv;

			if (child == bb || !ci || !ci->reached || seen[ci->idx] ||
			    !null_takes(ns, bi, child, roots, nr, &edge))
				continue;
			seen[ci->idx] = 1;
			stack[n++] = ci;
		} END_FOR_EACH_PTR(child);
	}
	free(edge.facts);
	free(stack);
	free(seen);
	return !escapes;
}

// is @bb in a loop whose header is @head (can it reach one of the
// header's back edges without going through the header)?
static bool loop_contains(struct nullstate *safe ns, struct bbinfo *safe head, struct bbinfo *bi)
{
	struct basic_block *parent, **stack;
	unsigned char *seen;			// by idx
	int n = 0;
	bool found = false;

	stack = calloc(ns->nr_blocks + 1, sizeof(*stack));
	seen = calloc(ns->nr_blocks + 1, 1);
	if (!stack || !seen)
		die("out of memory");
	seen[head->idx] = 1;
	FOR_EACH_PTR(head->bb->parents, parent) {
		struct bbinfo *pi = parent->priv;

		if (pi && pi->idx >= head->idx && !seen[pi->idx]) {
			seen[pi->idx] = 1;
			stack[n++] = parent;
		}
	} END_FOR_EACH_PTR(parent);
	// back from the latches to the header: the loop's blocks
	while (n > 0 && !found) {
		struct basic_block *bb = stack[--n];

		if (!bb)
			continue;
		if (bb->priv == bi) {
			found = true;
			break;
		}
		FOR_EACH_PTR(bb->parents, parent) {
			struct bbinfo *pi = parent->priv;

			if (pi && !seen[pi->idx]) {
				seen[pi->idx] = 1;
				stack[n++] = parent;
			}
		} END_FOR_EACH_PTR(parent);
	}
	free(stack);
	free(seen);
	return found || bi == head;
}

// does @head's own branch test one of its phis, as 'while (p)' does?  The
// loop not running is then a case the code tests, as an if would be.
static bool tests_own_phi(struct bbinfo *safe head)
{
	struct instruction *br = head->last;
	struct refinement r[MAX_REFINE];
	int i, n;

	if (!br || br->opcode != OP_CBR)
		return false;
	n = branch_facts(br, 1, r, 0);
	n = branch_facts(br, 0, r, n);
	for (i = 0; i < n; i++) {
		struct instruction *def = r[i].p->def;

		if (r[i].p->type == PSEUDO_REG && def && def->opcode == OP_PHI &&
		    def->bb == head->bb)
			return true;
	}
	return false;
}

bool nullstate_only_before_loop(struct nullstate *safe ns, pseudo_t safe p, struct basic_block *bb)
{
	pseudo_t roots[8];
	int i, n = nullstate_roots(p, roots, 8);

	if (!bb || !bb->priv)
		return false;
	for (i = 0; i < n; i++) {
		struct pinfo *pi = pinfo(roots[i]);

		if (pi && pi->loop && !tests_own_phi(pi->loop) &&
		    !loop_contains(ns, pi->loop, bb->priv))
			return true;
	}
	return false;
}

bool nullstate_nonnull_at_end(struct nullstate *safe ns, pseudo_t safe p,
	struct basic_block *bb)
{
	struct bbinfo *bi = bb ? bb->priv : NULL;
	struct instruction *why;

	return bi && bi->reached && value_in(&bi->out, p, &why) == NV_NONNULL;
}

// @p if it is a parameter of the function whose entry is @entry, else NULL
static pseudo_t entry_arg(struct instruction *entry, pseudo_t p)
{
	return p && p->type == PSEUDO_ARG && entry ? p : NULL;
}

// what a returned value @p is, at the end of @bi, for a summary: a NULL
// constant returned is NULL, with the return as where; but not in an arm
// marked unlikely (an assertion), nor where a parameter is NULL (the
// function gives back the NULL it was given: 'return p ? f(p) : NULL'),
// nor right under a test of a parameter (the caller asks for the NULL)
static enum nullvalue returned(struct nullstate *safe ns, struct bbinfo *safe bi,
	struct basic_block *to, pseudo_t p, struct instruction *safe at, struct position *safe pos)
{
	struct instruction *why, *entry = ns->ep->entry;
	enum nullvalue v;
	pseudo_t arg;

	if (!p || p == VOID)
		return NV_UNKNOWN;
	if (p->type == PSEUDO_VAL && !p->value) {
		struct basic_block *bb = bi->bb, *pred;
		int depth;

		if (bi->unlikely)
			return NV_UNKNOWN;
		FOR_EACH_PTR(entry ? entry->arg_list : NULL, arg) {
			if (arg && value_in(&bi->out, arg, &why) == NV_NULL)
				return NV_UNKNOWN;
		} END_FOR_EACH_PTR(arg);
		// the test that led here, up a chain of single predecessors
		for (depth = 0; depth < 4 && bb_list_size(bb->parents) == 1; depth++) {
			struct bbinfo *pi;
			struct instruction *br;
			struct refinement r[MAX_REFINE];
			int i, n;

			pred = first_basic_block(bb->parents);
			pi = pred ? pred->priv : NULL;
			br = pi ? pi->last : NULL;
			if (!pred || !br)
				break;
			if (br->opcode == OP_CBR && br->bb_true != br->bb_false) {
				struct instruction *def = br->cond ? br->cond->def : NULL;

				// what the caller passed decides ('if (!make)
				// return NULL;', 'if (!p) return NULL;')
				if (br->cond && (br->cond->type == PSEUDO_ARG ||
				    (br->cond->type == PSEUDO_REG && def &&
				     def->opcode >= OP_BINCMP && def->opcode <= OP_BINCMP_END &&
				     (def->src1 == entry_arg(entry, def->src1) ||
				      def->src2 == entry_arg(entry, def->src2)))))
					return NV_UNKNOWN;
				n = branch_facts(br, br->bb_true == bb, r, 0);
				for (i = 0; i < n; i++) {
					if (r[i].p->type == PSEUDO_ARG && r[i].is_null == NV_IS_NULL)
						return NV_UNKNOWN;
				}
				break;
			}
			bb = pred;
		}
	}
	if (p->type == PSEUDO_VAL) {
		*pos = at->pos;
		return p->value ? NV_UNKNOWN : NV_NULL;
	}
	v = value_in(&bi->out, p, &why);
	// a function of the file that may return NULL, returned untested
	// (on the edge to the return, where the source of a phi is before a
	// test of it): a wrapper of it may return NULL too, there
	if (v == NV_MAYBE && why && why->opcode == OP_CALL && to) {
		struct factmap edge = { NULL, 0, 0 };

		v = edge_state(ns, bi, to, &edge) ? value_in(&edge, p, &why) : NV_BOTTOM;
		free(edge.facts);
	}
	if (v == NV_MAYBE && why && why->opcode == OP_CALL && nullstate_returns_null(why, pos)) {
		*pos = at->pos;
		return NV_NULL;
	}
	return v == NV_NONNULL ? v : NV_UNKNOWN;
}

void nullstate_summarize(struct nullstate *safe ns)
{
	struct symbol *fn = ns->ep->name, *type = fn ? function_type(fn) : NULL;
	struct position pos = { 0 }, at;
	enum nullvalue v = NV_BOTTOM;
	struct summary *sum;
	unsigned int i;

	if (!fn || !type || !is_pointer(type->ctype.base_type))
		return;
	for (i = 0; i < ns->nr_blocks; i++) {
		struct bbinfo *bi = &ns->blocks[i];
		struct instruction *ret = bi->last, *def, *src;
		enum nullvalue r;
		pseudo_t phi;

		if (!bi->reached || !ret || ret->opcode != OP_RET)
			continue;
		if (DEF_OPCODE(def, ret->src) != OP_PHI || !def || def->bb != bi->bb) {
			r = returned(ns, bi, NULL, ret->src, ret, &at);
			if (r == NV_NULL && !nv_may_be_null(v))
				pos = at;
			v = r == NV_NULL ? NV_MAYBE : v == NV_MAYBE ? v : nv_join(v, r);
			continue;
		}
		// the values of the return statements, each where it is
		FOR_EACH_PTR(def->phi_list, phi) {
			struct bbinfo *from;

			src = phi && phi != VOID ? phi->def : NULL;
			from = src && src->bb ? src->bb->priv : NULL;
			if (!src || !from || !from->reached)
				continue;
			r = returned(ns, from, bi->bb, src->phi_src, src, &at);
			if (r == NV_NULL && !nv_may_be_null(v))
				pos = at;
			v = r == NV_NULL ? NV_MAYBE : v == NV_MAYBE ? v : nv_join(v, r);
		} END_FOR_EACH_PTR(phi);
	}
	if ((v != NV_NONNULL && v != NV_MAYBE) || (v == NV_MAYBE && !pos.line))
		return;
	sum = summary_make(fn);
	sum->value = v;
	sum->pos = pos;
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

bool nullstate_reached(struct nullstate *safe ns, struct basic_block *bb)
{
	struct bbinfo *bi = bb ? bb->priv : NULL;

	return bi && bi->reached;
}

// the entry state of the reached block @bi, into @m, made again from its
// parents' exits as the solver made it last (they are at their fixed
// point: none changed after)
static bool entry_state(struct nullstate *safe ns, struct bbinfo *safe bi,
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

////////////////////////////////////////////////////////////////////////
// -fdump-nullstate

// a path as the loads it stands for: [[%arg1+8]+16] is 'arg1->a->b'
static const char *show_path(struct nullpath *safe path)
{
	static char buf[256];
	int i, len = 0;

	for (i = 0; i < path->depth; i++)
		buf[len++] = '[';
	len += snprintf(buf + len, sizeof(buf) - len, "%s", show_pseudo(path->base));
	for (i = 0; i < path->depth && len < (int)sizeof(buf); i++)
		len += snprintf(buf + len, sizeof(buf) - len, "+%lld]", path->offset[i]);
	return buf;
}

// a stable order for printing: pseudos by kind and number, then paths
static int cmp_facts(const void *a, const void *b)
{
	// qsort() hands its comparator pointers into the array
	const struct fact *safe fa = (const struct fact *safe)a;
	const struct fact *safe fb = (const struct fact *safe)b;
	const struct nullpath *pa, *pb;
	pseudo_t x, y;
	int i;

	if (fa->is_path != fb->is_path)
		return fa->is_path - fb->is_path;
	if (!fa->is_path) {
		x = fa->key;
		y = fb->key;
		if (x->type != y->type)
			return x->type == PSEUDO_ARG ? -1 : 1;
		return x->nr - y->nr;
	}
	pa = fa->key;
	pb = fb->key;
	if (pa->base != pb->base) {
		x = pa->base;
		y = pb->base;
		if (x->type != y->type)
			return x->type - y->type;
		if (x->type == PSEUDO_SYM)
			return strcmp(show_pseudo(x), show_pseudo(y));
		return x->nr - y->nr;
	}
	for (i = 0; i < pa->depth && i < pb->depth; i++) {
		if (pa->offset[i] != pb->offset[i])
			return pa->offset[i] < pb->offset[i] ? -1 : 1;
	}
	return pa->depth - pb->depth;
}

// the entry line of @bi, whose entry state is @in (NULL: unreached)
static void dump_entry(struct nullstate *safe ns, struct bbinfo *bi, struct factmap *in)
{
	struct factmap m = { };
	struct fact *facts;
	const char *sep = " ";
	pseudo_t p;
	int i;

	printf("\t# entry%s:", bi && bi->unlikely ? " (unlikely)" : "");
	if (!bi || !in) {
		printf(" unreached\n");
		return;
	}
	// the live pointers, with their values here
	if (bi->idx == 0 && ns->ep->entry) {
		FOR_EACH_PTR(ns->ep->entry->arg_list, p) {
			if (is_tracked(p))
				map_set(&m, p, 0, NV_BOTTOM, NULL);
		} END_FOR_EACH_PTR(p);
	}
	FOR_EACH_PTR(bi->bb->needs, p) {
		if (is_tracked(p))
			map_set(&m, p, 0, NV_BOTTOM, NULL);
	} END_FOR_EACH_PTR(p);
	for (i = 0; i < in->nr; i++) {
		const struct fact *safe f = &map_facts(in)[i];

		map_set(&m, f->key, f->is_path, NV_BOTTOM, NULL);
	}
	// none live: no array to sort
	facts = m.facts;
	if (m.nr && facts)
		qsort(facts, m.nr, sizeof(*facts), cmp_facts);
	for (i = 0; facts && i < m.nr; i++) {
		struct fact *safe f = &facts[i];
		struct fact *known = map_find(in, f->key);
		struct instruction *why;
		enum nullvalue v;

		if (known)
			v = known->value;
		else
			v = absent_value(f, &why);
		printf("%s%s=%s", sep, f->is_path ? show_path(f->key) :
		       show_pseudo(f->key), nv_name(v));
		sep = ", ";
	}
	if (!m.nr)
		printf(" -");
	printf("\n");
	free(m.facts);
}

// @p and its value, after @sep; returns the next separator
static const char *safe show_use(struct nullstate *safe ns, pseudo_t p, const char *safe sep)
{
	if (!p || (!is_tracked(p) && p->type != PSEUDO_SYM))
		return sep;
	printf("%s%s=%s", sep, show_pseudo(p), nv_name(nullstate_value(ns, p, NULL)));
	return " ";
}

// one instruction, with the values of the pointers it uses, as they are
// before it, and of the one it defines
static void dump_insn(struct nullstate *safe ns, struct instruction *safe insn, void *data)
{
	const char *safe sep = "\t# ";
	struct pinfo *pi;
	pseudo_t p;

	printf("\t%s", show_instruction(insn));
	switch (insn->opcode) {
	case OP_LOAD: case OP_RET: case OP_CBR: case OP_SWITCH:
	case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU: case OP_ZEXT:
	case OP_SEXT: case OP_TRUNC: case OP_COPY: case OP_COMPUTEDGOTO:
		sep = show_use(ns, insn->src, sep);
		break;
	case OP_STORE:
		sep = show_use(ns, insn->src, sep);
		sep = show_use(ns, insn->target, sep);
		break;
	case OP_PHISOURCE:
		sep = show_use(ns, insn->phi_src, sep);
		break;
	case OP_CALL:
		if (insn->func && insn->func->type != PSEUDO_SYM)
			sep = show_use(ns, insn->func, sep);
		FOR_EACH_PTR(insn->arguments, p) {
			sep = show_use(ns, p, sep);
		} END_FOR_EACH_PTR(p);
		break;
	case OP_SEL:
	case OP_BINARY ... OP_BINARY_END:
	case OP_BINCMP ... OP_BINCMP_END:
		sep = show_use(ns, insn->src1, sep);
		sep = show_use(ns, insn->src2, sep);
		if (insn->opcode == OP_SEL)
			sep = show_use(ns, insn->src3, sep);
		break;
	}
	pi = insn->opcode != OP_STORE ? pinfo(insn->target) : NULL;
	if (pi)
		printf("%s-> %s=%s", *sep == '\t' ? "\t# " : " ",
		       show_pseudo(insn->target), nv_name(pi->def));
	printf("\n");
}

void nullstate_dump(struct nullstate *safe ns)
{
	struct entrypoint *ep = ns->ep;
	struct basic_block *bb;
	struct instruction *insn;

	printf("%s:\n", show_ident(ep->name ? ep->name->ident : NULL));
	FOR_EACH_PTR(ep->bbs, bb) {
		struct bbinfo *bi = bb->priv;
		bool reached = bi && entry_state(ns, bi, &ns->cur);

		printf("%s:\n", show_label(bb));
		dump_entry(ns, bi, reached ? &ns->cur : NULL);
		if (reached && bi) {
			walk_block(ns, bi, dump_insn, NULL);
		} else {
			FOR_EACH_PTR(bb->insns, insn) {
				if (insn->bb)
					printf("\t%s\n", show_instruction(insn));
			} END_FOR_EACH_PTR(insn);
		}
		printf("\n");
	} END_FOR_EACH_PTR(bb);
	printf("\n");
}
