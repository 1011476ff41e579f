/*
 * Fact maps: see nullmap.h.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"

#include "nullmap.h"

void map_grow(struct factmap *m, int nr)
{
	if (nr > m->alloc) {
		m->alloc = nr * 2 + 8;
		m->facts = realloc(m->facts, m->alloc * sizeof(*m->facts));
		if (!m->facts)
			die("out of memory");
	}
}

void map_insert(struct factmap *m, int i, void *key, int is_path,
	enum nullvalue value, struct instruction *why)
{
	struct fact *f;

	map_grow(m, m->nr + 1);
	f = &m->facts[i];
	memmove(f + 1, f, (m->nr - i) * sizeof(*f));
	m->nr++;
	f->key = key;
	f->is_path = is_path;
	f->value = value;
	f->why = why;
	f->held = 0;
}

void map_copy(struct factmap *dst, const struct factmap *src)
{
	map_grow(dst, src->nr);
	if (src->nr)
		memcpy(dst->facts, src->facts, src->nr * sizeof(*src->facts));
	dst->nr = src->nr;
}

bool map_same(const struct factmap *a, const struct factmap *b)
{
	int i;

	if (a->nr != b->nr)
		return false;
	for (i = 0; i < a->nr; i++) {
		if (a->facts[i].key != b->facts[i].key ||
		    a->facts[i].value != b->facts[i].value ||
		    a->facts[i].held != b->facts[i].held)
			return false;
	}
	return true;
}

void map_remove(struct factmap *m, void *key)
{
	struct fact *f = map_find(m, key);

	if (f) {
		memmove(f, f + 1, (m->facts + m->nr - f - 1) * sizeof(*f));
		m->nr--;
	}
}

