#include "gfp.h"

// NULL where the pool's allocation fails: the caller's flags decide
struct io *io_alloc(mempool_t *pool, gfp_t gfp)
{
	struct io *io = mempool_alloc(pool, gfp);

	if (!io)
		return (void *)0;
	io->count = 0;
	return io;
}
