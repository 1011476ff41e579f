#ifndef NULLPATH_H
#define NULLPATH_H

///
// Access paths and memory
// -----------------------
//
// A path is interned once per function (path_of()); forget_paths()
// drops what a store to a path, or a call, may change; find_slots() and
// load_of_slot() make a load of a private slot stored to once the value
// stored.

#include "nullsummary.h"
#include "nullvalue.h"

/// The path of the memory at @offset from @addr, or NULL.
struct nullpath *path_of(struct nullstate *safe ns, pseudo_t addr,
	long long offset, struct symbol *type);

/// The path of the memory at @offset from @addr, if the function made it.
struct nullpath *found_path(struct nullstate *safe ns, pseudo_t addr, long long offset);

/// The pointers that @insn, a store over several of them at once (a
/// structure copied: 's = *other'), changes: their paths that the
/// function made, one at a time from *@at 0, NULL after the last (at
/// most COVERED_SLOTS of them).
#define COVERED_SLOTS	64
struct nullpath *covered_path(struct nullstate *safe ns, struct instruction *safe insn,
	int *safe at);

/// A store through @stored, the address of an element of a local variable
/// at an index that is not a constant ('v[i] = p'), may change each other
/// element of it: each that ns->cur knows may now hold @v too (@why its
/// evidence).  Nothing for another store.
void weaken_elements(struct nullstate *safe ns, struct nullpath *safe stored,
	enum nullvalue v, struct instruction *why);

/// A pointer loaded from one path and stored to another ('ci.home =
/// self->pane'): what is known of the memory it points to, reached
/// through either, is the same while the second holds what the first
/// gave it (transfer_load() reads it so).  Each path through the second
/// that the function loads makes the same path through the first live as
/// long.
void through_copies(struct nullstate *safe ns);

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

/// The private slots of a pointer type, and how often they are stored to.
void find_slots(struct nullstate *safe ns);

/// A load of the whole of a private slot stored to once gives the value
/// stored (a load before the store reads nothing defined).
void load_of_slot(struct nullstate *safe ns, struct instruction *safe load);

/// The sums of a function, in the order they are met: an address
/// computed again from such a load ('s->a[i]' tested, then read again,
/// 's' a 'safe' parameter kept in its slot, loaded again) is the sum
/// met first of the same two values, in either order (a constant is
/// one value: sparse makes one pseudo of each).
#define SUMS_MAX	32
struct sums {
	pseudo_t a[SUMS_MAX], b[SUMS_MAX], sum[SUMS_MAX];
	int nr;
};
void sum_of_slot(struct nullstate *safe ns, struct instruction *safe add,
	struct sums *safe sums);

/// The path of the global pointer variable @var itself, where the function
/// solved accesses it; NULL where it does not.
struct nullpath *variable_path(struct nullstate *safe ns, const void *var);

// What a call leaves in memory, as its callee's summary says (the
// summaries are the room below, nullsummary.h; what they say of memory is
// read here, where memory is)

/// Does @call, given @p (the address of a variable, or a parameter that
/// is a pointer), store through it only what is not NULL, and keep it
/// nowhere?  So where it calls a function of the file whose summary says
/// that each parameter it is given @p as is only tested, loaded and
/// stored through, or given on so, every store of a non-NULL value.
bool stores_nonnull(struct instruction *safe call, pseudo_t p);

/// Does @call, given the address @base, leave the @size bits at @offset
/// from it as they were: is it a call of a function of the file that
/// stores through that parameter only into other fields, and gives it
/// nowhere else?  Where the caller knows them @nonnull, a field that the
/// function stores only where it finds it NULL is left too: it finds it
/// not NULL (a call is not taken to make NULL what was proven not to be).
bool nullstate_call_leaves(struct instruction *safe call, pseudo_t safe base,
	long long offset, int size, bool nonnull);

#endif
