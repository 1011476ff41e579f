typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))
#define ___GFP_IO		0x40u
#define ___GFP_FS		0x80u
#define ___GFP_DIRECT_RECLAIM	0x400u
#define ___GFP_KSWAPD_RECLAIM	0x800u
#define ___GFP_NOFAIL		0x8000u	/* see __GFP_NOFAIL */
#define __GFP_IO	((__force gfp_t)___GFP_IO)
#define __GFP_FS	((__force gfp_t)___GFP_FS)
#define __GFP_DIRECT_RECLAIM	((__force gfp_t)___GFP_DIRECT_RECLAIM) /* Caller can reclaim */
#define __GFP_RECLAIM ((__force gfp_t)(___GFP_DIRECT_RECLAIM|___GFP_KSWAPD_RECLAIM))
#define __GFP_NOFAIL	((__force gfp_t)___GFP_NOFAIL)
#define GFP_NOWAIT	(__GFP_KSWAPD_RECLAIM)
#define __GFP_KSWAPD_RECLAIM	((__force gfp_t)___GFP_KSWAPD_RECLAIM)
#define GFP_NOIO	(__GFP_RECLAIM)
#define GFP_NOFS	(__GFP_RECLAIM | __GFP_IO)
#define GFP_KERNEL	(__GFP_RECLAIM | \
			 __GFP_IO | __GFP_FS)
#define __malloc __attribute__((__malloc__))


typedef struct mempool_s mempool_t;
extern void *mempool_alloc(mempool_t *pool, gfp_t gfp_mask) __malloc;

struct io {
	int count;
};

struct io *io_alloc(mempool_t *pool, gfp_t gfp);
int start(mempool_t *pool);
