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

struct kmem_cache;
typedef struct mempool_s mempool_t;
struct entry { long start; int count; };
struct kiocb { void *filp; int flags; };

extern void *kmem_cache_alloc(struct kmem_cache *s, gfp_t flags) __malloc;
extern void *kmalloc(unsigned long size, gfp_t flags) __malloc;
extern void *mempool_alloc(mempool_t *pool, gfp_t gfp_mask) __malloc;

static inline void init_kiocb(struct kiocb *kiocb, void *filp)
{
	kiocb->filp = filp;
	kiocb->flags = 0;
}

/*
 * The kernel's allocation flags, read from their macros: with __GFP_NOFAIL
 * the allocator does not return NULL: without it, it may
 */
void free_blocks(struct kmem_cache *cache, long bit, int count)
{
	struct entry *e = kmem_cache_alloc(cache, GFP_NOFS);

	e->start = bit;
	e->count = count;
}

/* mempool_alloc() that may sleep waits for an element */
void start_io(mempool_t *pool, void *file)
{
	struct kiocb *k = mempool_alloc(pool, GFP_NOWAIT);

	init_kiocb(k, file);
}

void *big(unsigned long n)
{
	char *p = kmalloc(0x8000, GFP_KERNEL);

	p[n] = 0;
	return p;
}

/* a size is not a flag, whatever its bits */
void *size_not_flags(void)
{
	char *p = kmalloc(0x8000, GFP_KERNEL);

	p[0] = 0;
	return p;
}

/* a wrapper of a pool's allocation, given its caller's flags */
static struct kiocb *kiocb_alloc(mempool_t *pool, gfp_t gfp)
{
	struct kiocb *k = mempool_alloc(pool, gfp);

	if (!k)
		return (void *)0;
	k->flags = 0;
	return k;
}

/* flags that do not wait: the pool wrapper may fail */
int wrapped_io(mempool_t *pool)
{
	struct kiocb *k = kiocb_alloc(pool, GFP_NOWAIT);

	return k->flags;
}

/*
 * check-name: the same allocations with flags that let them fail (and a pool wrapper given them), and a size with the flag's bit
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-alloc-nofail.c:44:10: warning: dereference of 'e', which is NULL when kmem_cache_alloc() fails
warn-alloc-nofail.c:42:43:     'e' is the result of this kmem_cache_alloc() call
warn-alloc-nofail.c:32:14: warning: dereference of 'k', which is NULL when mempool_alloc() fails
warn-alloc-nofail.c:51:40:     'k' is the result of this mempool_alloc() call
warn-alloc-nofail.c:60:10: warning: dereference of 'p', which is NULL when kmalloc() fails
warn-alloc-nofail.c:58:26:     'p' is the result of this kmalloc() call
warn-alloc-nofail.c:69:10: warning: dereference of 'p', which is NULL when kmalloc() fails
warn-alloc-nofail.c:67:26:     'p' is the result of this kmalloc() call
warn-alloc-nofail.c:89:17: warning: dereference of 'k', which may be NULL
warn-alloc-nofail.c:79:25:     'k' is NULL where kiocb_alloc() returns this
 * check-error-end
 */
