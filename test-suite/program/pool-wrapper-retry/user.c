#include "gfp.h"

// flags that may wait: the last try waits for an element, and never fails
int start(mempool_t *pool)
{
	struct io *io = io_alloc(pool, GFP_NOIO);

	io->count = 1;
	return 0;
}
