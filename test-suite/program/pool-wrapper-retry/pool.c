#include "gfp.h"

int must_not_wait(void);

// NULL where the pool's allocation fails: first tried with flags that do
// not wait, and where that fails, with the caller's own.  The caller's
// flags decide.
struct io *io_alloc(mempool_t *pool, gfp_t gfp)
{
	gfp_t saved = gfp;
	struct io *io;

	if (must_not_wait())
		gfp &= ~__GFP_DIRECT_RECLAIM;
	io = mempool_alloc(pool, gfp);
	if (!io && gfp != saved) {
		gfp = saved;
		io = mempool_alloc(pool, gfp);
	}
	if (!io)
		return (void *)0;
	io->count = 0;
	return io;
}
