/*
 * The twin of warn-alloc-kernel.c: a __malloc function of the tree that
 * takes no allocation flags and is not one of the kernel's allocators
 * (its body is elsewhere) is not taken to fail; the allocators' results
 * tested first are silent.
 */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __malloc __attribute__((__malloc__))
#define GFP_KERNEL ((__attribute__((force)) gfp_t)0xcc0u)

struct obj { int n; };

extern void *vmalloc(unsigned long size) __malloc;
extern void *pool_take(unsigned long size) __malloc;

void table(void)
{
	struct obj *o = vmalloc(sizeof(*o));

	if (o)
		o->n = 0;
}

void pooled(void)
{
	struct obj *o = pool_take(sizeof(*o));

	o->n = 0;
}

/*
 * check-name: silent: a __malloc function with no allocation flags, not named as the kernel's allocators, is not taken to fail
 * check-command: sparse -Wno-decl $file
 */
