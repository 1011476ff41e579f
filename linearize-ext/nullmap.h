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
#include <string.h>
#include "lattice.h"
#include "sparse-ir.h"

struct instruction;

struct fact {
	void *safe key;				// a pseudo or an access path
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

/// Make room in @m for @nr facts, at least one; returns the array.  The
/// room is usually there: only its lack is out of line (map_realloc()).
struct fact *safe map_realloc(struct factmap *safe m, int nr);

static inline struct fact *safe map_grow(struct factmap *safe m, int nr)
{
	struct fact *facts = m->facts;

	if (facts && nr <= m->alloc)
		return facts;
	return map_realloc(m, nr);
}

/// Room for exactly @nr facts in @m, if it has no array yet: for a state
/// that is one of many alike and seldom grows (the edges into a block that
/// thousands join), where map_grow()'s room to spare would be most of the
/// memory.  It grows as any map does if it must.
void map_reserve(struct factmap *safe m, int nr);

/// Add a fact about @key at @i, where map_index() said it goes; returns it.
static inline struct fact *safe map_insert(struct factmap *safe m, int i, void *safe key,
	int is_path, enum nullvalue value, struct instruction *why)
{
	struct fact *safe f = map_grow(m, m->nr + 1) + i;

	if (i < m->nr)
		memmove(f + 1, f, (m->nr - i) * sizeof(*f));
	m->nr++;
	f->key = key;
	f->is_path = is_path;
	f->value = value;
	f->why = why;
	f->held = 0;
	return f;
}

// The solver looks facts up at nearly every instruction it walks: these
// are inline.

/// Where @key is among the @nr @facts, or where it would go: the index of
/// the first fact whose key is not below it.
static inline int facts_index(const struct fact *safe facts, int nr, void *key)
{
	int lo = 0, hi = nr;

	// a few facts (most states): a scan takes fewer steps
	if (nr <= 8) {
		while (lo < nr && (unsigned long)facts[lo].key < (unsigned long)key)
			lo++;
		return lo;
	}

	while (lo < hi) {
		int mid = (lo + hi) / 2;

		if ((unsigned long)facts[mid].key < (unsigned long)key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/// Where @key is in @m, or where it would go (facts_index()).
static inline int map_index(const struct factmap *safe m, void *key)
{
	const struct fact *facts = m->facts;

	return facts ? facts_index(facts, m->nr, key) : 0;
}

/// The fact about @key in @m, or NULL.
static inline struct fact *map_find(struct factmap *safe m, void *key)
{
	struct fact *facts = m->facts;
	int i;

	if (!facts)
		return NULL;
	i = facts_index(facts, m->nr, key);
	return i < m->nr && facts[i].key == key ? &facts[i] : NULL;
}

/// Set the fact about @key (adding it, in order, if there is none, with
/// no ->held); returns it.
static inline struct fact *safe map_set(struct factmap *safe m, void *safe key, int is_path,
	enum nullvalue value, struct instruction *why)
{
	struct fact *facts = m->facts;
	int i = 0;

	if (facts) {
		i = facts_index(facts, m->nr, key);
		if (i < m->nr && facts[i].key == key) {
			facts[i].value = value;
			facts[i].why = why;
			return &facts[i];
		}
	}
	return map_insert(m, i, key, is_path, value, why);
}

/// The facts of @m, to be read below m->nr: a map that has facts has its
/// array (the cast says so to the checker).
static inline struct fact *safe map_facts(const struct factmap *safe m)
{
	return (struct fact *safe)m->facts;
}

/// Drop the fact about @key, if there is one.
void map_remove(struct factmap *safe m, void *key);

/// Copy @nr facts from @from to @to: most states have a few, copied in
/// place (memcpy() is a call).
static inline void copy_facts(struct fact *safe to, const struct fact *safe from, int nr)
{
	switch (nr) {
	case 4:
		to[3] = from[3];
		/* fall through */
	case 3:
		to[2] = from[2];
		/* fall through */
	case 2:
		to[1] = from[1];
		/* fall through */
	case 1:
		to[0] = from[0];
		/* fall through */
	case 0:
		return;
	}
	memcpy(to, from, nr * sizeof(*from));
}

/// @dst = @src, @dst keeping room to grow (a working state).
static inline void map_copy(struct factmap *safe dst, const struct factmap *safe src)
{
	const struct fact *facts = src->facts;

	if (src->nr && facts)
		copy_facts(map_grow(dst, src->nr), facts, src->nr);
	dst->nr = src->nr;
}

/// Do the @nr facts at @a and at @b hold the same keys with the same
/// values and held pseudos (evidence aside)?
static inline bool facts_same(const struct fact *safe a, const struct fact *safe b, int nr)
{
	int i;

	for (i = 0; i < nr; i++) {
		if (a[i].key != b[i].key || a[i].value != b[i].value ||
		    a[i].held != b[i].held)
			return false;
	}
	return true;
}

#endif
