#include "gfp.h"

// the bug: flags that do not wait let the pool's allocation fail
int start(mempool_t *pool)
{
	struct io *io = io_alloc(pool, GFP_NOWAIT);

	io->count = 1;
	return 0;
}
