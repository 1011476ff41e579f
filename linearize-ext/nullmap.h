#ifndef NULLMAP_H
#define NULLMAP_H

///
// Fact maps
// ---------
//
// The solver's states: what is known of some pointers (pseudos) and some
// access paths at one point of a function, as an array of facts sorted by
// key, so that lookups are binary searches and joins are merges.  A map
// owns its array; an empty map needs none.

#include <stdbool.h>
#include "lattice.h"

struct instruction;

struct fact {
	void *key;				// a pseudo or an access path
	struct instruction *why;		// the evidence, if it may be NULL
	unsigned char value;			// an enum nullvalue
	unsigned char is_path;
};

struct factmap {
	struct fact *facts;
	int nr, alloc;
};

/// The fact about @key in @m, or NULL.
struct fact *map_find(struct factmap *m, void *key);

/// Make room in @m for @nr facts.
void map_grow(struct factmap *m, int nr);

/// Set the fact about @key (adding it, in order, if there is none).
void map_set(struct factmap *m, void *key, int is_path,
	enum nullvalue value, struct instruction *why);

/// Drop the fact about @key, if there is one.
void map_remove(struct factmap *m, void *key);

/// @dst = @src, @dst keeping room to grow (a working state).
void map_copy(struct factmap *dst, const struct factmap *src);

/// @dst = @src in no more memory than it needs (a state kept per block).
void map_keep(struct factmap *dst, const struct factmap *src);

/// Do @a and @b hold the same keys with the same values (evidence aside)?
bool map_same(const struct factmap *a, const struct factmap *b);

#endif
