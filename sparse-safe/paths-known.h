#ifndef SAFE_PATHS_KNOWN_H
#define SAFE_PATHS_KNOWN_H

///
// What one path knows
// -------------------
//
// paths.h says what the walk answers.  Eight files do it, from the
// bottom: paths-again.c tells what is the same again in the IR (a call
// made again, memory loaded again); paths-blocks.c what is the same on
// every path of a question (the edges the NULL takes, a block's phis, the
// memory the function stores into); paths-known.c keeps what one path has
// told of the values (struct known, undone as the walk backs up);
// paths-eval.c reads from it what the values are on the path and learns
// from its branches' conditions; paths-tests.c reads a branch's test made
// again in another form; paths-free.c tells from them whether a branch
// may have to do with the NULL (independent()); paths-rounds.c which
// loops a path counts and where it takes a select's sides one at a time;
// paths.c, above them, walks the blocks (struct walk is the walk's state,
// which all but the first read).  Outside these eight, the checks that
// compare addresses (building.c, contracts.c, pairs.c, suggest-depend.c)
// include it for paths-again.c's same_address() alone.

#include <stdbool.h>
#include "sparse-ir.h"
#include "nullstate.h"
#include "ptrhash.h"

#define PATH_STEPS	4096			// block entries, at most, a question
#define FUNCTION_STEPS	8192			// ... all the questions of a function
						// ... (past it, the every-path rule)
#define PATH_ROUNDS	3			// entries of one block on one path
#define COUNTED_ROUNDS	16			// ... of a loop that the path counts
#define PATH_DEPTH	1024			// blocks on one path
#define MAX_KNOWN	256			// what one path knows, at most
#define SEEN_BITS	13			// the states seen: 1 << SEEN_BITS
#define CALLEE_STEPS	1024			// ... in a callee, for its NULL
#define KNOWN_BUCKETS	256			// what one path knows, by key
#define EVIDENCE_TWINS	8			// copies of a NULL constant, at most

enum known_kind {
	KNOWN_UNSET,				// nothing (what it was is undone)
	KNOWN_EQ,				// an integer equal to ->value
	KNOWN_NONZERO,				// ... not 0 (other values a path
						// ... excludes: KNOWN_NOT)
	KNOWN_FROM,				// ... not known: what the source
						// ... the path gave it held, the
						// ... pseudo in ->value (for
						// ... independent())
	KNOWN_NOT,				// ... not ->value (one of several
						// ... such entries: excluded())
	KNOWN_NULL,				// a pointer that holds the NULL
	KNOWN_MAYBE,				// ... that may (a test's, where its
						// ... side says no more)
	KNOWN_OTHER,				// a phi of pointers that does not
						// ... (->value: the source it
						// ... holds, where it is one
						// ... that is_once() and that
						// ... the path knows nothing
						// ... of: held_source())
};

// what the path says of a pseudo: its value, or (->pending) what a phi
// source on the path gave its phi, which the phi takes on the way in
struct known {
	pseudo_t safe key;
	bool pending;
	unsigned char kind;
	long long value;
};

struct undo {
	int idx;
	bool added;				// undone by dropping it
	struct known old;
};

struct seen {
	unsigned long long hash;
	unsigned long gen;
};

struct walk {
	struct nullstate *safe ns;
	struct instruction *safe why;
	struct basic_block *use;		// (none in a callee)
	bool callee;				// in the function @why calls,
						// ... from its entry to a return
						// ... of NULL, for the arguments
						// ... the caller's path gives
	bool to_alloc;				// ... or to a call of an
						// ... allocation that may fail
	bool own_null;				// only the evidence's NULL counts:
						// ... another NULL constant given
						// ... the pointer after it is
						// ... another evidence's
	struct basic_block *twins[EVIDENCE_TWINS]; // the other blocks where
	int nr_twins;				// ... the evidence, a NULL constant
						// ... given a phi, is given again
						// ... (one initializer that SSA
						// ... copied into each path)
	struct seen *safe seen;			// 1 << SEEN_BITS of them
	unsigned long seen_gen;
	pseudo_t roots[8];			// what the pointer at the use is
	int nr_roots;				// ... computed from
	struct known known[MAX_KNOWN];
	int nr_known;
	unsigned long long sum;			// ... hashed (known_term()), for
						// ... seen_before()
	short head[KNOWN_BUCKETS];		// ... by the bucket of their key
	short next[MAX_KNOWN];			// ... (known_bucket()), the last
						// ... first: index, or -1
	short bb_head[KNOWN_BUCKETS];		// ... and a register's by that of
	short bb_next[MAX_KNOWN];		// ... the block defining it
	int nr_not;				// ... of them KNOWN_NOT
	unsigned long long order_bits[MAX_KNOWN / 64]; // ... those that say an
						// ... ordering's truth
						// ... (order_excludes())
	unsigned long long clause_bits[MAX_KNOWN / 64]; // ... and those that
						// ... say an 'and' false or an
						// ... 'or' true that neither
						// ... side decided (broken())
	int nr_clauses;				// ... (how many)
	bool full;				// something went unrecorded
	bool fired;				// the path has been through the
						// ... evidence
	bool correlated;			// ... and since through a branch
						// ... it did not decide, on what
						// ... may go with the NULL
	struct basic_block *trail[PATH_DEPTH + 2]; // the blocks of the path,
	int trail_len;				// ... the entry first (stored_on_path())
	bool counted[PATH_DEPTH + 2];		// ... each entered again with its
						// ... branch decided by what the
						// ... path knows (a loop's count)
	int steps, limit;			// block entries so far, at most
	unsigned long entries;			// ... all of them, those past the
						// ... bound too (what a path's
						// ... answer is kept for)
	struct ptrhash *nulls;			// where set, the blocks the path
						// ... entered holding the NULL
};

enum eval { VAL_UNKNOWN, VAL_CONSTANT, VAL_NONZERO };

// the undo log's length: a mark to undo_to()
extern int nr_undos;

// paths-known.c

// Forget what @w's path knows (the undo trail is the caller's).
void known_reset(struct walk *safe w);

// The first of what @w's path knows of the registers that the block @bb
// defines, as an index into known[], or -1; the next after @i.
int known_defined_in(struct walk *safe w, struct basic_block *safe bb);
int known_defined_next(struct walk *safe w, int i);

struct known *find_known(struct walk *safe w, pseudo_t p, bool pending);

// make the entry @i (w->nr_known for a new one, for @p, @pending) @kind,
// @value, as the undo trail can take back
void change(struct walk *safe w, int i, pseudo_t safe p, bool pending,
	enum known_kind kind, long long value);

void set_known(struct walk *safe w, pseudo_t safe p, bool pending,
	enum known_kind kind, long long value);

// The path learns that @p is @kind, @value (a test's side, or the
// evidence's): and, where @p is a phi of pointers that holds a source it
// knew nothing of (KNOWN_OTHER, held_source()), that the source is too.
void learn_known(struct walk *safe w, pseudo_t safe p, enum known_kind kind, long long value);

// the path says @p is not @v
void exclude(struct walk *safe w, pseudo_t safe p, long long v);

void undo_to(struct walk *safe w, int mark);

// the last index, before @end, of @bb on @w's path (its trail), or -1
int last_on_path(struct walk *safe w, struct basic_block *bb, int end);

// Are the pointers @a and @b, on the path, one base plus offsets ('it'
// that the path gave 'v', against 'end = v + n')?  The offsets in *@oa
// and *@ob (NULL for none, not both): their comparison is theirs.
bool same_base(struct walk *safe w, pseudo_t a, pseudo_t b, pseudo_t *safe oa, pseudo_t *safe ob);

// Is @bb entered at most once on any path: in no loop?  A value it
// defines is then the same wherever a path goes after it.
bool is_once(struct walk *safe w, struct basic_block *safe bb);

// What a phi of pointers that the source @src gives no value known holds
// (KNOWN_OTHER's ->value): @src, where it is defined once on any path (a
// parameter, or in a block is_once()), else 0.  What the path learns
// later of the phi is then learned of @src too (set_known()).
long long held_source(struct walk *safe w, pseudo_t src);

// has the path excluded the value @v for @p?
bool excluded(struct walk *safe w, pseudo_t p, long long v);

// The value (a register or an argument) that the comparison @insn compares
// with a constant, the constant in @k; or NULL.
pseudo_t against_constant(struct instruction *safe insn, pseudo_t *safe k);

// Is @insn an ordering of a value with a constant ('x <= K', 'K > x'):
// the value, and the constant in @k?
pseudo_t ordered(struct instruction *safe insn, long long *safe k);

// is @c a test of a pointer for NULL?
bool null_test(pseudo_t c);

// Has the path said that @p is not @v: a test of it, or, of it or of a
// load of the same memory, an ordering with a constant ('if (type <=
// REPLACE)' not taken: no case up to REPLACE)?
bool not_value(struct walk *safe w, pseudo_t p, long long v);

// Is @cmp a comparison of two values (neither a constant) that another
// comparison of the same two compares again?
bool compared_again(struct instruction *safe cmp);

// Do the comparisons of the same two values that the path has decided
// ('i < n' left false at a loop's exit) decide the comparison @cmp ('if
// (i >= n)' after it)?  1 or 0 where they make it hold or fail; -1 where
// they do not decide it.  Only comparisons made since the values were
// last computed count, and orderings of the same sign.
int same_comparison(struct walk *safe w, struct instruction *safe cmp);

// Do the orderings with constants that the path knows of @x (tests
// taken or not: 'if (n > 0 && !(p = alloc(n))) return;', then 'for (i =
// 0; i < n; i++)') decide the ordering @cmp of @x with @K (@x on its left
// where @x_left)?  1 where they make it hold, 0 where they make it fail,
// -1 where they do not decide it.  Only orderings of @x itself count, of
// the same size and sign, and made since @x was last computed.
int order_implies(struct walk *safe w, struct instruction *safe cmp, pseudo_t safe x,
	long long K, bool x_left);

// paths-eval.c

// what the path says of the condition @c: 1 true, 0 false, -1 not known
int holds(struct walk *safe w, pseudo_t c);

// What @p is on the path: a constant, or not 0, or not known.  A load
// of memory that the path stored into, with no call or store that may
// change it since (stored_on_path()), is what was stored: 'locked = 0;'
// of a local whose address a later call is given, and 'if (!locked)' on
// the first pass of a loop.  An unsigned comparison with a constant is
// decided by the bits the path's tests made 0 (bounded()).
enum eval eval(struct walk *safe w, pseudo_t p, long long *safe v, int depth);

// What the path has told of @p: a constant, not 0, or nothing (no more
// than that: eval() computes).
enum eval known_value(struct walk *safe w, pseudo_t safe p, long long *safe v);

// Going back on the path from @load: the first instruction that may change
// what it loads (a call, an asm, a store that may write it), or NULL,
// with *@met where the path meets @since first, the instruction from which
// on nothing is to change it (else the path, or the few instructions it
// looks back through, ran out); in *@at (where given), the index in the
// path's trail of the block where it is.
struct instruction *changed_before(struct walk *safe w, struct instruction *safe load,
	struct instruction *since, bool *safe met, int *at);

// Does @s, a pointer, hold the NULL on the path?  KNOWN_NULL where it is
// a NULL constant or what it is computed from is the NULL (a phi as the
// path gave it its value, the pointer the evidence is about),
// KNOWN_MAYBE where it may be (a pointer whose value the solver has from
// that evidence), KNOWN_OTHER where it does not.
enum known_kind null_kind(struct walk *safe w, pseudo_t s, int depth);

// What the branch from @from to @to says of the values it tests, its
// condition @c @truth; learn_undecided() where the path is known not to
// decide @c (eval() finds nothing).
void learn_cond(struct walk *safe w, pseudo_t c, bool truth, int depth);
void learn_undecided(struct walk *safe w, pseudo_t safe c, bool truth, int depth);

// Does the side @truth of a test of @c say that two pointers are equal
// ('a == b' true, 'a != b' false) where the path has one of them NULL (a
// NULL constant, or a phi it gave one) and nothing says the other may be
// NULL (loaded, computed or given, and never tested)?  The path cannot
// take that side: it would need the other to be NULL.
bool equal_to_untested(struct walk *safe w, pseudo_t c, bool truth);

// @bb's integer phis: their values forgotten (the last entry of a loop's
// header a path may make, so that a loop of a constant count is left).
// Not where the NULL is one of its pointer phis: the loop assigns the
// pointer, and what it counts may be what tells whether it is still NULL
// ('if (!v) v = p; n++;' and 'if (n == 1) v->...', or the loop's own
// counter, 'if (i == 2) third = tok;' of three passes).  A count that
// starts positive and only grows (counts_up()) is kept as not 0.
void widen(struct walk *safe w, struct basic_block *safe bb);

// Does the condition @c read, on the path, a variable that no assignment
// reached: a phi the path gave an undefined value ('long chg;' that an
// early 'goto out' leaves unset, then 'out: if (chg >= 0)')?  C gives
// such a read no meaning: the program takes the path only where what it
// tests was set, which the walk does not see, so the path is not one it
// takes.  (Of an '&&' made one, the left side, which is always read.)
bool reads_undefined(struct walk *safe w, pseudo_t c, int depth);

// paths-again.c

// the load of a global pointer variable that @p is, or NULL
struct instruction *global_load(pseudo_t p);

// Do @a and @b hold the same address: one pseudo, or the value of one
// global variable loaded twice ('hdr->image' tested, and 'hdr->image'
// read again after stores elsewhere, 'hdr' loaded again)?
bool same_address(pseudo_t a, pseudo_t b);

// do @a and @b load the same memory: the same address, offset and size?
bool same_load(struct instruction *safe a, struct instruction *safe b);

// is @insn 'x & K', K a constant, of more than one bit of width (a mask)?
bool masked(struct instruction *safe insn);

// Is @p the difference of two pointers ('ir - ip'), the first the second
// plus a constant above 0 ('ir = ip + 4'), moved on only by what is not
// below 0 ('ir++', 'ir += __builtin_ctzll(v) >> 3') however often a loop
// went round (while the second stays what it is: made before any loop
// that moves the first), in the function @ns solves: above 0 whatever
// the path?
bool difference_ahead(struct nullstate *safe ns, pseudo_t p);

// Is the integer phi @phi a count that starts positive and only grows
// ('chunks = 1; ... chunks++;'): never 0, however often the loop went
// round?
bool counts_up(struct instruction *safe phi);

// do the calls @a and @b pass the same arguments?
bool same_arguments(struct instruction *safe a, struct instruction *safe b);

// Is the function that @call calls called again with the same arguments
// (a predicate asked twice: 'if (is_ns(f)) ns = get(f); ... if (is_ns(f))
// use(ns)')?  Its answers go together.
bool called_again(struct instruction *safe call);

// A question of the solve numbered @serial (nullstate_serial()) begins:
// what called_again() kept of another solve's calls is forgotten.
void again_solve(unsigned long serial);

// Is @p used again: by more than one instruction, or made again (a call
// made again with the same arguments, memory loaded again, a mask of the
// same value)?  A test of it then tells something the path keeps.
bool used_again(pseudo_t safe p);

// Does @cmp compare memory whose value is used again (used_again()) with
// the address of a variable or a parameter: a list's head ('head->next ==
// head', the list empty), which a walk of the list tests again?
bool compares_head_again(struct instruction *safe cmp);

#define BASE_STEPS	8			// casts and constants, at most,
						// ... offset_of() goes through

// @p less its casts and the constants added to it (an address as a
// member's, or a volatile access's cast, computes it): what it is
// computed from, the sum of those constants in *@off
pseudo_t offset_of(pseudo_t p, long long *safe off);

// Is @p the address of a variable local to the function whose address is
// only loaded and stored through ('struct x *v[4]; v[i] = ...'), never
// given to a call nor kept: only the function's own stores change it?
bool unescaped_local(pseudo_t p);

// The array @addr is the address of an element of, at an index the
// path may know ('&v[i]', '&v[2]'), where the array is such a local;
// else NULL.
pseudo_t element_base(pseudo_t addr);

// The loads of such elements at a constant index ('v[2]'), each before
// any store of an element in its block, in the function the questions
// are about (listed with the phis; phis_in() lists them, and the stores
// of elements, in their blocks).
struct instruction_list *element_loads(void);

// @p as an address that the path computes: its base (a variable's
// address, a parameter, a register it does not compute further) and, in
// @off, the constant that the path adds to it ('&v[i]', i known).
pseudo_t path_address(struct walk *safe w, pseudo_t safe p, long long *safe off);

// Do the loads @a and @b read the same memory: same_load(), or their
// addresses the same value less casts and constants?
bool same_memory(struct instruction *safe a, struct instruction *safe b);

// what the integer @p is a cast of (a switch's value, passed on as a
// narrower parameter: the values a switch lists fit it), or NULL
pseudo_t cast_of(pseudo_t safe p);

// May the store @st change the memory @load loads?  Not one into the same
// address at another offset, nor one into another variable where @load
// loads a variable, nor one through a parameter (or an address computed
// from one) into a local variable, which no parameter can point to; any
// other store of memory may.
bool may_change(struct instruction *safe st, struct instruction *safe load);

// May the call @call change memory that the function loads?  Not a call
// of an allocator of the library's model (malloc(), calloc(), strdup(),
// the kernel's kmalloc()), declared one and not defined in the file,
// whose pointer parameters all point to const: it returns new memory,
// and writes none that the caller can load.  Any other call may.
bool call_may_change(struct instruction *safe call);

// The phi that @c is computed from alone, through casts and operations
// with constants ('is_nulls(pos)': '(unsigned long)pos & 1'), at most 4
// of them; or NULL.
struct instruction *phi_computed_from(pseudo_t safe c);

// The value computed from @src as @c is from @from, where the function
// computes it ('pos & 1' of the 'next & 1' it tested, where 'pos' is a
// phi that 'next' gives a value), or NULL.
pseudo_t computed_again(pseudo_t safe c, pseudo_t safe from, pseudo_t safe src);

// paths-blocks.c

// A question of the function of @ep begins, @w's (its evidence and that
// evidence's twins set): what was kept for the one before is for it no
// longer.
void new_question(struct walk *safe w, struct entrypoint *safe ep);

// The other blocks where @w's evidence, a NULL constant that a phi
// source gives, is given again (path_null_copy()), into @w's twins: each
// is the evidence, on its path.
void find_twins(struct walk *safe w, struct entrypoint *safe ep);

// Is @bb where @w's evidence is: its block, or a twin's?
bool at_evidence(struct walk *safe w, struct basic_block *safe bb);

// May the walk of @w go on to @bb: does a path lead from @bb to the
// evidence's block, where the path has not been through the evidence
// yet?  (A path that cannot reach it carries no NULL, and adds nothing to
// the answer but steps of its bound; after it, the walk goes where the
// NULL goes.)
bool leads_to_why(struct walk *safe w, struct basic_block *safe bb);

// paths-rounds.c

// The condition of a select of @bb that gives a phi a pointer holding
// the NULL on one side only, where another select on it gives a phi too
// and the path does not know it: an 'if' that sparse made selects ('if
// (a[i] == K) { hit = &a[i]; found = 1; }'), whose sides the path takes
// one at a time, as it takes a branch's, so that the values set together
// stay together.  NULL where there is none.
pseudo_t select_split(struct walk *safe w, struct basic_block *safe bb);

// Does the path know which way @bb's branch goes, where it compares a
// count of @bb (a phi that one of its sources gives itself plus or less
// a constant: 'for (i = 0; i < 4; i++)', i known on the way in)?
bool decided(struct walk *safe w, struct basic_block *safe bb);

// Is the path, entering @bb at @at of its trail, going round a loop it
// counts: has it, since it last entered @bb (or now), entered a block
// again that decided() (recorded in walk's counted[])?  It goes round
// such a loop as the program does, up to COUNTED_ROUNDS times, and
// leaves it where the program does, its count known.
bool counting(struct walk *safe w, struct basic_block *safe bb, int at);

// @bb's phis and phi sources, in their order, and the selects of
// pointers that it gives phis together with another select on the same
// condition (other instructions among them where they are not listed: a
// callee's blocks).
struct instruction_list *phis_in(struct walk *safe w, struct basic_block *safe bb);

// Does the NULL of @w's question take the edge from @from to @child, its
// @nr-th child, as the solver has it (path_edge_takes_null(), asked once
// an edge a question)?
bool takes_null(struct walk *safe w, struct basic_block *safe from,
	struct basic_block *safe child, int nr);

// May the path have stored into the memory @load loads (is there a store
// to that memory in the function), and is that memory loaded by another
// load too?  No means surely not; yes, perhaps (in a callee, always yes).
bool may_hold_stored(struct walk *safe w, struct instruction *safe load);
bool may_be_loaded_again(struct walk *safe w, struct instruction *safe load);

// paths-tests.c

// What the branch condition @c is on the path: what eval() finds, or,
// where it finds nothing, what the path has told of the same test made
// before in another form: of the value that a phi that @c tests was
// given on the way in ('next = is_nulls(pos) ? NULL : pos->next;' took
// its NULL arm, then 'pos = next;' and 'if (is_nulls(pos))': the test
// that chose the NULL, again), or of the same memory loaded again and
// compared with the same head ('if (list_empty(&l)) return;', then the
// first test of 'list_for_each_entry(pos, &l, m)').
enum eval eval_test(struct walk *safe w, pseudo_t c, long long *safe v);

// paths-free.c

// Has the path seen the call @call made before with the same arguments,
// and a test say that its result is not NULL?  The same answer again.
bool answered_before(struct walk *safe w, struct instruction *safe call);

// Is @c, what a branch tests, independent of the NULL: not computed from
// the pointer itself, nor from a call given it, or given what it was
// loaded from, or made again with the same arguments, nor from memory
// that it was loaded from.  A flag, a count, an argument, a global, other
// memory or another call's result is independent: it cannot make the
// NULL happen or not.
// It looks at FREE_VISITS values at most (past them, a web of phis, as a
// decoder's state machine has: taken as independent).
#define FREE_VISITS	12
bool independent(struct walk *safe w, pseudo_t c, int depth);

#endif
