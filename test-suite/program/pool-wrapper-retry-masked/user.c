#include "gfp.h"

// flags that may wait, but the pool is not given them: it may fail
int start(mempool_t *pool)
{
	struct io *io = io_alloc(pool, GFP_NOIO);

	io->count = 1;
	return 0;
}
