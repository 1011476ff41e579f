/*
 * Pointer maps: see ptrhash.h.  Open addressing, linear probing, at most
 * half full.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"

#include "ptrhash.h"

// the slot a key is looked for first: the top bits of the key times
// 2^64 / phi, so that keys a fixed stride apart (sparse's allocators)
// spread over the whole table, as the low bits of a product would not
static unsigned int home(const void *key, unsigned int size)
{
	unsigned long long h = (unsigned long long)(unsigned long)key * 0x9e3779b97f4a7c15ull;

	return (unsigned int)(h >> (64 - __builtin_ctz(size)));
}

void *ptrhash_get(const struct ptrhash *safe h, const void *key)
{
	const void **keys = h->keys;
	void **vals = h->vals;
	unsigned int i;

	if (!keys || !vals || !key)
		return NULL;
	for (i = home(key, h->size); keys[i]; i = (i + 1) & (h->size - 1)) {
		if (keys[i] == key)
			return vals[i];
	}
	return NULL;
}

// room for one more key
static void grow(struct ptrhash *safe h)
{
	const void **old_keys = h->keys, **keys;
	void **old_vals = h->vals, **vals;
	unsigned int j, i, old_size = h->size;

	h->size = old_size ? 2 * old_size : 64;
	keys = h->keys = calloc(h->size, sizeof(*keys));
	vals = h->vals = calloc(h->size, sizeof(*vals));
	if (!keys || !vals)
		die("out of memory");
	for (j = 0; old_keys && old_vals && j < old_size; j++) {
		if (!old_keys[j])
			continue;
		for (i = home(old_keys[j], h->size); keys[i]; i = (i + 1) & (h->size - 1))
			;
		keys[i] = old_keys[j];
		vals[i] = old_vals[j];
	}
	free(old_keys);
	free(old_vals);
}

void ptrhash_put(struct ptrhash *safe h, const void *safe key, void *val)
{
	const void **keys;
	void **vals;
	unsigned int i;

	if (!h->keys || !h->vals || 2 * (h->nr + 1) > h->size)
		grow(h);
	keys = h->keys;
	vals = h->vals;
	if (!keys || !vals)
		return;
	for (i = home(key, h->size); keys[i]; i = (i + 1) & (h->size - 1)) {
		if (keys[i] == key) {
			vals[i] = val;
			return;
		}
	}
	keys[i] = key;
	vals[i] = val;
	h->nr++;
}

void ptrhash_clear(struct ptrhash *safe h)
{
	free(h->keys);
	free(h->vals);
	*h = (struct ptrhash) { };
}

#define KEPT_SIZE	256			// a table kept by ptrhash_empty()

void ptrhash_empty(struct ptrhash *safe h)
{
	if (!h->nr)
		return;
	if (h->size > KEPT_SIZE || !h->keys) {
		ptrhash_clear(h);
		return;
	}
	memset(h->keys, 0, h->size * sizeof(*h->keys));
	h->nr = 0;
}
