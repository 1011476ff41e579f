#include "clk.h"

int rate_or_error(int id)
{
	struct clk *c = clk_get(id);

	if (IS_ERR(c))
		return PTR_ERR(c);
	return c->rate;
}
