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
	unsigned int held;			// a path's: the pseudo whose value
						// ... it holds, if one is known, as
						// ... the solver numbers them (0: none)
	unsigned char value;			// an enum nullvalue
	unsigned char is_path;
};

struct factmap {
	struct fact *facts;
	int nr, alloc;
};

/// Make room in @m for @nr facts.
void map_grow(struct factmap *m, int nr);

/// Add a fact about @key at @i, where map_index() said it goes.
void map_insert(struct factmap *m, int i, void *key, int is_path,
	enum nullvalue value, struct instruction *why);

// The solver looks facts up at nearly every instruction it walks: these
// are inline.

/// Where @key is in @m, or where it would go: the index of the first fact
/// whose key is not below it.
static inline int map_index(const struct factmap *m, void *key)
{
	int lo = 0, hi = m->nr;

	while (lo < hi) {
		int mid = (lo + hi) / 2;

		if ((unsigned long)m->facts[mid].key < (unsigned long)key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/// The fact about @key in @m, or NULL.
static inline struct fact *map_find(struct factmap *m, void *key)
{
	int i = map_index(m, key);

	return i < m->nr && m->facts[i].key == key ? &m->facts[i] : NULL;
}

/// Set the fact about @key (adding it, in order, if there is none, with
/// no ->held); returns it.
static inline struct fact *map_set(struct factmap *m, void *key, int is_path,
	enum nullvalue value, struct instruction *why)
{
	int i = map_index(m, key);

	if (i < m->nr && m->facts[i].key == key) {
		m->facts[i].value = value;
		m->facts[i].why = why;
		return &m->facts[i];
	}
	map_insert(m, i, key, is_path, value, why);
	return &m->facts[i];
}

/// Drop the fact about @key, if there is one.
void map_remove(struct factmap *m, void *key);

/// @dst = @src, @dst keeping room to grow (a working state).
void map_copy(struct factmap *dst, const struct factmap *src);

/// Do @a and @b hold the same keys with the same values and held pseudos
/// (evidence aside)?
bool map_same(const struct factmap *a, const struct factmap *b);

#endif
