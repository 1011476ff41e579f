#ifndef PTRHASH_H
#define PTRHASH_H

///
// Pointer maps
// ------------
//
// A key (a symbol, mostly) to a value, hashed by the key's address, for
// the maps that grow with a file's functions or a run's files (the
// summaries, the functions waiting for the end of the file, the fields
// -fsuggest-safe looks at): sparse's ptrmap is a list, looked through
// whole.  An empty map is all zeros.

#include <stdbool.h>
#include "sparse-ir.h"

struct ptrhash {
	const void **keys;
	void **vals;
	unsigned int size, nr;
};

/// The value of @key in @h, or NULL.
void *ptrhash_get(const struct ptrhash *safe h, const void *key);

/// Set the value of @key (not NULL) in @h to @val.
void ptrhash_put(struct ptrhash *safe h, const void *safe key, void *val);

/// Empty @h.
void ptrhash_clear(struct ptrhash *safe h);

/// Empty @h, keeping a small table for the next use (a map that a static
/// keeps for each function in turn): the memory stays @h's.
void ptrhash_empty(struct ptrhash *safe h);

#endif
