/*
 * Fact maps: see nullmap.h.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"

#include "nullmap.h"

struct fact *safe map_realloc(struct factmap *safe m, int nr)
{
	struct fact *facts = m->facts;

	if (nr > m->alloc)
		m->alloc = nr * 2 + 8;
	facts = realloc(facts, m->alloc * sizeof(*facts));
	if (!facts)
		die("out of memory");
	m->facts = facts;
	return facts;
}

void map_reserve(struct factmap *safe m, int nr)
{
	struct fact *facts;

	if (m->facts || nr <= 0)
		return;
	facts = malloc(nr * sizeof(*facts));
	if (!facts)
		die("out of memory");
	m->facts = facts;
	m->alloc = nr;
}

void map_remove(struct factmap *safe m, void *key)
{
	struct fact *facts = m->facts;
	int i = map_index(m, key);

	if (facts && i < m->nr && facts[i].key == key) {
		memmove(facts + i, facts + i + 1, (m->nr - i - 1) * sizeof(*facts));
		m->nr--;
	}
}
