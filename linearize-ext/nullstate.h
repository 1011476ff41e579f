#ifndef NULLSTATE_H
#define NULLSTATE_H

///
// The null-state solver
// ---------------------
//
// After optimize() has put a function in SSA form, nullstate_solve()
// computes, for every basic block, what is known on entry about every
// pointer: its lattice value (lattice.h) and, where it may be NULL, the
// instruction that is the evidence (the test that took the NULL side, or
// the use of a NULL constant).
//
// What is tracked:
//	- pointer pseudos, and integers made from them: each has the value of
//	  its definition (seeds: MOD_SAFE on a variable, field, parameter,
//	  function return or cast, a symbol's address, a string literal ->
//	  NONNULL; constant 0 -> NULL; a _Nullable result, or with
//	  -Wnull-alloc an allocator's (is_allocator()) -> MAYBE, the call its
//	  evidence, but one asked never to fail (alloc_cannot_fail()) ->
//	  NONNULL; anything else -> UNKNOWN; casts,
//	  '+', '-', '&', '|' and copies keep their pointer operand's value
//	  (an integer made from a symbol's address too: 'line[n - 1]' may be
//	  '(line - 1) + n'; but 'p - q' is a distance, no pointer);
//	  a phi joins its sources as they stand at the end of each incoming
//	  edge; a select joins its operands under its condition, but
//	  'p ? f(p) : NULL', f keeping p's nullness as container_of() does,
//	  has p's value where it is tested, as a select or as a phi;
//	  'x ? x : y' is x where x is not 0), refined along the paths below
//	  it; a phi's source in a block that is not a predecessor of the
//	  phi's, but of one of them, has the value the edge to that
//	  predecessor gives it;
//	- access paths: a base pseudo (or global) and up to NULLPATH_DEPTH
//	  member offsets, so that a second load of 'b->buf' gets what is
//	  known of the first.  A store to the path sets it; a store of the
//	  same member through another pointer, or to a prefix of the path,
//	  forgets it; a call forgets what says it may be NULL, and all it
//	  knew of a variable that is not private (a local whose address is
//	  taken, a global), but for a local whose address goes only to
//	  calls and loads and stores, which a call not given it leaves as it
//	  was, and one given it where the callee, a function of the file,
//	  is seen to store only non-NULL values there,
//	  and for a global pointer variable that it is not given the address
//	  of and that no assignment of the file may make NULL (globals.h):
//	  what was proven non-NULL of those holds;
//	- what a path holds: the pseudo last stored there or loaded from it,
//	  until a store or a call, so that a test of that pseudo, or of a
//	  later load of the path, says the same of the path and of it;
//	- private slots: a local variable sparse left in memory (a safe one,
//	  an inlined function's parameter) whose address is never taken.  A
//	  load of one stored to once is the value stored, so its paths are
//	  that value's, and a store to one clobbers no other path;
//
// Refinement:
//	- a conditional branch on p, !p, p == 0, p != 0 (through casts, and
//	  through an 'and' of tests on its true edge or an 'or' of tests on
//	  its false edge) makes p NONNULL on one edge and NULL on the other;
//	  what it says of p it says of the pointers computed from p before
//	  the test ('q = &p->m', 'f = facts + i', casts), which keep p's
//	  value (and the checks see q NONNULL where p is);
//	  the true edge of an 'or' (false edge of an 'and') of tests makes
//	  each tested pointer MAYBE, with its own test as evidence; an edge
//	  on which a tested pointer cannot be what the edge says is never
//	  taken; a branch that linearize marked as a test of a member's
//	  address (&p->m, which C says is never NULL; the IR tests p itself
//	  when m is at offset 0) refines nothing;
//	- where two pointers compare equal, each is what both are known to
//	  be: one NONNULL makes both so, one NULL both NULL, and a MAYBE
//	  equal to an UNKNOWN is UNKNOWN (its NULL would be the other's);
//	- a switch whose block is entered on an edge, or an alternative of
//	  one, that compared what it switches on equal to a constant ('if
//	  (!p && cmd != K) goto out; switch (cmd)') is split, and that entry
//	  goes to the constant's case only;
//	- a block whose branch tests what its incoming edges disagree on (a
//	  phi of integers of its own, what '&&' and '||' lowered to 0/1
//	  values leave, as in 'len = s ? strlen(s) : 0; if (!len ...)', or
//	  that it compares with a constant or switches on, as sparse's
//	  'switch (DEF_OPCODE(def, p))' does with 0 where def is NULL; or a
//	  pointer, or an integer that another branch tests too, defined
//	  before the block, where the edges also differ in something else
//	  live) is walked once per incoming edge, or per alternative of an
//	  edge that says only that one of a few tests took it ('if (!a &&
//	  !b) return;'), up to 4 such entries (MAX_SPLIT; beyond, where the
//	  branch tests a phi of integers of the block, as a long '&&' chain
//	  leaves, the edges that give its phis the same sources are walked
//	  together, up to 4 groups of 16 edges; else the edges are joined as
//	  usual), its phis having that edge's values.
//	  Its branch refines each exit as that edge has it (an edge on which
//	  a phi's constant cannot be what the branch says, or cannot go to
//	  the switch's case, is never taken; constants beyond 32 bits are not
//	  compared),
//	  and the edges out of it join what is left; a branch on the
//	  condition of a select of its block chooses the select's operand;
//	- a select is a test whose sides meet again at once: after it, what
//	  it tested is the join of what each side says (so an 'if' that
//	  sparse turned into a select still leaves its pointer MAYBE);
//	- after a load or store through p (or p + n, or a cast of p), p is
//	  NONNULL for the rest of that path;
//	- OP_UNREACH (noreturn calls, __builtin_unreachable) ends a path, and
//	  so does a call of a function of the file that nullstate_learn() saw
//	  never return (a panic helper not declared noreturn);
//	- an arm of an if that __builtin_expect() calls unlikely (so
//	  unlikely(!p) and likely(p), WARN_ON(!p) among them), and the blocks
//	  only it leads to, are solved as usual, but what they say may be
//	  NULL is UNKNOWN on the edges that leave them: an assertion is no
//	  evidence.
//
// Facts about a pseudo are dropped at a block where it is not live (on
// each incoming edge, before the join, so that a block with many
// predecessors costs what it keeps), and facts about a path past its last
// load (loops included).  Blocks are solved in a sweep in reverse
// postorder that goes back only to the header of a loop whose back edge
// changed, until nothing changes; a function whose
// blocks keep changing beyond a fixed bound of visits is given up
// (nullstate_solve() then returns NULL), never looped on.  One function
// is solved at a time.

#include "linearize.h"
#include "lattice.h"
#include "sparse-ir.h"

#define NULLPATH_DEPTH	3

struct nullstate;

///
// Solve @ep, or return NULL when it cannot be (no entry, or the bound on
// visits was reached).  The result stays valid until nullstate_free() and
// until @ep's IR is changed.  One function is solved at a time: the
// solver's memory is given back all at once by nullstate_free().
struct nullstate *nullstate_solve(struct entrypoint *ep);

///
// nullstate_solve(), calling @scan(insn, @data) once on each store, call
// and cast to a pointer (OP_PTRCAST, OP_UTPTR) of the blocks reached from
// the entry, before it solves: the instructions by which a value goes
// where a contract may be, which a check can look for in the solver's own
// pass.
struct nullstate *nullstate_solve_scan(struct entrypoint *ep,
	void (*scan)(struct instruction *, void *), void *data);

///
// Note whether @ep, a function just linearized, can return at all (calls
// made to it later in the file end their path if it cannot), and which of
// its pointer parameters it dereferences before any test of them.
void nullstate_learn(struct entrypoint *ep);

///
// Release what nullstate_solve() allocated, and the marks it left on
// @ep's pseudos and basic blocks.
void nullstate_free(struct nullstate *ns);

///
// A number of @ns's own, never given to another solve of the run (a
// solve's memory may be another's later): what a check keeps between the
// questions of one solve is its.
unsigned long nullstate_serial(struct nullstate *safe ns);

///
// Did a load or store go through a pointer that was NULL or MAYBE there,
// at any point of the solving?  (If not, no dereference can be reported
// as may-be-NULL.)
bool nullstate_null_dereferenced(struct nullstate *safe ns);

///
// Queries for the rules that decide what is reported (sparse-safe's
// evidence.c): they read what the solver found and change nothing.
//
// The index of @bb in the order the solver walks the blocks (reverse
// postorder from the entry), or -1 where it did not order it (no path
// from the entry in the flow graph).  An edge to a block not after its
// source is a loop's back edge.
int nullstate_order(struct nullstate *safe ns, struct basic_block *bb);

///
// How many exit states @bb has: 1, or one per entry where the solver
// walked it edge by edge (a split block); 0 where it ends in a call that
// never returns, or the solver did not order it.
int nullstate_nr_exits(struct nullstate *safe ns, struct basic_block *safe bb);

///
// Along the edge @from -> @to, from the exit @k of @from (below
// nullstate_nr_exits()), refined by what @from's branch says on that
// side: the values of the @nr pseudos @ps (at most 8) into @values.
// False, and nothing in @values, where that edge cannot be taken from that
// exit.
bool nullstate_edge_values(struct nullstate *safe ns, struct basic_block *safe from,
	int k, struct basic_block *safe to, pseudo_t *safe ps, int nr,
	enum nullvalue *safe values);

///
// If @p is a loop's phi that may be NULL only as it was before the loop
// (every pass round the loop makes it non-NULL), the loop's header; else
// NULL.
struct basic_block *nullstate_loop_phi(struct nullstate *safe ns, pseudo_t p);

///
// The pseudos that the branch @br refines on its true side and then on
// its false side, as the solver refines them (through comparisons with 0,
// '&&', '||' and casts), into @tested: how many (at most
// NULLSTATE_MAX_TESTED).
#define NULLSTATE_MAX_TESTED	16
int nullstate_branch_tests(struct instruction *safe br, pseudo_t *safe tested);

///
// The same of a condition @cond (a comparison, a select's), as a branch
// on it would test it.
int nullstate_cond_tests(pseudo_t cond, pseudo_t *safe tested);

///
// With nullstate_want_tests set (before solving), the branches, selects
// and comparisons of the blocks the solver reached, each once, in the
// order it first walked them: @nr of them (the array is NULL when none).
extern bool nullstate_want_tests;
struct instruction *safe *nullstate_tests(struct nullstate *safe ns, int *safe nr);

///
// Is @p NONNULL at the end of @bb, before its branch refines anything?
bool nullstate_nonnull_at_end(struct nullstate *safe ns, pseudo_t safe p,
	struct basic_block *bb);

///
// In-file summaries.  Record what the function @ns solved returns, if it
// returns a pointer: NONNULL where every return is, MAYBE where one returns
// NULL (or what may be NULL, with evidence), NULL where each returns NULL.
// A later call of it in the file has that value (MAYBE or NULL: the call
// is the evidence), unless its
// declaration says more (safe, returns_nonnull).  The program solves a
// function's callees of the file first (a call of one defined further down
// defers the caller to the end of the file; sparse-safe.c); a call in a
// recursion, to a function not summarized yet, has no summary; nor has a
// call in a header of a function that the checked file (not a header)
// defines: a header's code is judged the same in every file.
void nullstate_summarize(struct nullstate *safe ns);

///
// Does @ep load (@opcode OP_LOAD) or store (OP_STORE) a global pointer
// variable whose assignments the solver must prove (globals.h)?  One
// that stores is solved even where nothing in it could warn; one that
// loads is checked once they are proven.
bool nullstate_accesses_globals(struct entrypoint *safe ep, int opcode);

///
// Each store of @ns's function into a global variable still to prove:
// where its value is not proven non-NULL, the variable is unproven from
// now on (globals.h).
void nullstate_prove_globals(struct nullstate *safe ns);

///
// What the summary of @fn, a function of the file solved already, says:
// its result's value (NV_UNKNOWN where it has none), and in @derefs, bit
// n-1 for each parameter n that it dereferences or passes on, on every
// path before any test of it.  False where it has no summary.
bool nullstate_summary(struct symbol *safe fn, enum nullvalue *safe value,
	unsigned int *safe derefs);

///
// The parameters of @fn (bit n-1 for parameter n) that its summary does
// not count as dereferenced first, but that it dereferences or passes on
// on some path, and never tests: a NULL there is one it never thought
// of (a suggestion's contract, suggest.h).  0 where it has no summary.
unsigned int nullstate_untested_uses(struct symbol *safe fn);

///
// Of those, the parameters that an inline function @fn calls tests
// ('if (!valid(m)) return;', valid() testing 'm' for NULL and more): a
// contract only if no caller passes what may be NULL, as a caller of one
// that takes NULL may (a suggestion's 'tolerated' parameter, suggest.h).
unsigned int nullstate_tolerated_uses(struct symbol *safe fn);

///
// Is @call a call of a function of the file that dereferences its
// parameter @nr (from 1) on every path before any test of it, or passes it
// on to a parameter that must not be NULL (as nullstate_learn() saw)?  In @pos, where it does first.
bool nullstate_derefs_param(struct instruction *safe call, int nr, struct position *safe pos);

///
// The static pointer variables (or pointer members or elements of
// statics, at constant offsets: global_slot()) that the function of the
// file @call calls dereferences first thing (in its entry block, before
// any call or test of them), at most @max, into @vars, with where in
// @pos; how many.  A
// summary keeps NULLSTATE_GLOBAL_DEREFS of them at most.
#define NULLSTATE_GLOBAL_DEREFS	4
int nullstate_global_derefs(struct instruction *safe call, const void **safe vars,
	struct position *safe pos, int max);

///
// The function @fn's parameter @nr (from 1), when it is NULL, reaches a
// use at @pos after a test of it: an error latent in @fn, its callers'
// to meet (the checks know it, not the solver).
void nullstate_latent_use(struct symbol *safe fn, int nr, struct position pos);

///
// Is @call a call of a function of the file whose parameter @nr, NULL,
// reaches a use there (nullstate_latent_use())?  In @pos, the use.
bool nullstate_latent_param(struct instruction *safe call, int nr, struct position *safe pos);

///
// ... and is what it does first there pass the parameter on, to a safe or
// nonnull parameter or to one that its callee dereferences so?
bool nullstate_passes_param(struct instruction *safe call, int nr);

///
// Is @call a call of a function of the file whose summary says it may
// return NULL (or does)?  In @pos, where it does.
bool nullstate_returns_null(struct instruction *safe call, struct position *safe pos);

///
// Is the NULL that @call may return (nullstate_returns_null()) latent in
// the function @call is in: does the callee return NULL only where its
// inputs say so ('if (w->data & PWQ) return ...; return NULL;', the end
// of a list walked from a parameter), and is each argument that decides
// it computed from this function's inputs alone (through calls of
// functions of the file whose every result is computed from their own
// inputs, given such values: 'sg = sg_next(sg)' in a walk from a
// parameter)?  Then its callers decide, as for a parameter tested here.
// Not where an argument is what this function made (another call's
// result, a constant, a global, a local's address): the NULL is then
// this function's own.
bool nullstate_call_latent(struct instruction *safe call);

///
// Is @call a call of a function of the file whose summary says it may
// return NULL (nullstate_returns_null()) and that calls an allocation that
// may fail, or a function of the file that does: its NULL is taken for
// that failure, which no caller can rule out.
bool nullstate_call_allocates(struct instruction *safe call);

///
// Is @call a call of a function of the file that stores NULL into a
// global pointer variable and leaves it so on every return, or only NULL
// into what a parameter points to, on every path that returns
// (null_fields)?  The variable is NULL after the call, which is the
// evidence.
bool nullstate_call_nulls(struct instruction *safe call);

///
// Is @call a call of a function of the file that returns a NULL constant
// right under a test of parameters (the caller asks for that NULL: its
// summary's asked_null), given a constant for each of them?  Then the
// call may return NULL, for the arguments given (the walk in the callee
// says whether it does), with that return as where: 'find(1)' of 'if (k
// > 5) return &g; return NULL;'.
bool nullstate_call_asks_null(struct instruction *safe call);

///
// Where @call, a call of a function of the file, returns NULL, what does
// it leave through its argument @nr (from 1), at offset 0, in @size bits?
// True, with the constant in *@value, or *@nonzero for a value not 0,
// where it leaves the same on every return that may return NULL and
// stores through that parameter only (its summary's null_outs: '*len =
// 0; ... if (!t) return NULL;').
bool nullstate_null_out(struct instruction *safe call, int nr, unsigned int size,
	long long *safe value, bool *safe nonzero);

///
// Is @call a call of a function of the file that stores into a global
// pointer variable an allocation's result that it never tests, and
// leaves it so on every return, or into what a parameter points to
// (maybe_fields: '*out = malloc(n); return 0;')?  The variable is NULL
// after the call where that allocation failed ('static void init(void)
// { g = malloc(n); }'): MAYBE, with the call as the evidence.  Or that
// leaves what a parameter points to as the caller gave it where an
// allocation failed (kept_outs: 'if (!p) return -1; *out = p;').
bool nullstate_call_may_null(struct instruction *safe call);

///
// Is it so of @call only by kept_outs: is the variable NULL after it
// only as the caller left it?
bool nullstate_call_keeps(struct instruction *safe call);

///
// The pointer that the test @insn tests for NULL: a branch's or a
// select's condition (not a branch on '&p->m', which C says is never
// NULL), or what a comparison compares with 0; NULL for any other
// instruction.
pseudo_t nullstate_tested(struct instruction *safe insn);

///
// Is @bb a loop's header or the source of one of its back edges: does its
// branch decide whether the loop goes round again?
bool nullstate_loop_test(struct nullstate *safe ns, struct basic_block *bb);

///
// Does every path in the flow graph from @b to a return go through @a
// (@a post-dominates @b; each block post-dominates itself)?  False where
// no path from @b returns, or a block is not ordered.  It holds whatever
// the solver found of the edges: a path it rules out is one path less.
bool nullstate_postdominates(struct nullstate *safe ns, struct basic_block *safe a,
	struct basic_block *safe b);

///
// Has the solver found a path from the entry to @bb?
bool nullstate_reached(struct nullstate *safe ns, struct basic_block *bb);

///
// The call that made what was proven of @value's memory go: @value,
// loaded, is not proven non-NULL, and the memory was non-NULL right before
// the last call ahead of the load (in its block, or in the one before it
// where that is the only way in).  NULL where there is none.  For a note;
// the state of a replay in progress is kept.
struct instruction *nullstate_forgotten_at(struct nullstate *safe ns, pseudo_t value);

///
// Replay the reached block @bb: @visit is called for each of its
// instructions in order, before the instruction's own effect on the state
// is applied, so that nullstate_value() gives the state it sees.
void nullstate_replay(struct nullstate *safe ns, struct basic_block *safe bb,
	void (*visit)(struct nullstate *safe, struct instruction *safe, void *),
	void *data);

///
// The value of @p at the point of the replay (or at the end of the last
// block solved), and in @why (if not NULL) the instruction that is the
// evidence when it may be NULL.  A pointer computed from another whose
// value it keeps ('&p->m', a cast) is NONNULL where that one is known to
// be, though it was computed before what made it so (a dereference of p).
enum nullvalue nullstate_value(struct nullstate *safe ns, pseudo_t safe p,
	struct instruction **why);

///
// The value of the comparison @op (OP_SET_EQ ... OP_SET_AE) of the
// constants @a and @b, as integers of @size bits (64 where 0): 1 or 0, or
// -1 for an opcode that is not a comparison.
int nullstate_compare(int op, long long a, long long b, unsigned int size);

///
// The value of @p where it is defined, as the solver last found it (a
// pseudo it does not track is UNKNOWN), and in @why its evidence when it
// may be NULL.
enum nullvalue nullstate_def_value(pseudo_t safe p, struct instruction **safe why);

///
// The value of @addr as the address of a load or store, as
// nullstate_value() gives it, but for a constant: one below
// NULL_PAGE_SIZE is NULL plus an offset (sparse folds '((struct s *)0)->m'
// and 'p = NULL; p[3]' to such an address), so NULL.
#define NULL_PAGE_SIZE	4096
enum nullvalue nullstate_address(struct nullstate *safe ns, pseudo_t safe addr,
	struct instruction **why);

///
// The value of @p, as nullstate_value() gives it, on the side @truth of a
// test of @cond.
enum nullvalue nullstate_value_if(struct nullstate *safe ns, pseudo_t safe p,
	pseudo_t safe cond, int truth, struct instruction **why);

///
// The root pointers of an address: @addr itself and what it was computed
// from through casts, copies, '+', '-' and '&' with a mask that clears
// low bits ('p & ~3'; 'p & 1', a tag, is no pointer).  Fills @roots with at
// most @max of them, @addr first, and returns how many.
int nullstate_roots(pseudo_t addr, pseudo_t *safe roots, int max);

///
// Print @ep's IR with, at each block's entry, the value of each live
// pointer pseudo and access path, and after each instruction defining a
// tracked pointer, its value (the -fdump-nullstate format, documented in
// sparse-safe(1)).
void nullstate_dump(struct nullstate *safe ns);

///
// If @load is the load of a static pointer of the file that only ever
// holds NULL (only_null_static()), that static; its value is then NULL,
// with @load for evidence.
struct symbol *null_static_load(struct instruction *safe load);

#endif
