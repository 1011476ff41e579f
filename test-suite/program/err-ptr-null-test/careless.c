#include "clk.h"

// the bug: clk_get() fails with an error pointer, not NULL
int rate_of(int id)
{
	struct clk *c = clk_get(id);

	if (!c)
		return -1;
	return c->rate;
}
