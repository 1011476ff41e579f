/*
 * The kernel's allocators, as its headers declare them (__malloc): those
 * that take the allocation flags (gfp_t), and those named as the kernel's
 * allocators, vmalloc() and its '_noprof' function since 6.10, may fail.
 * silent-alloc-kernel.c is the twin.
 */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __malloc __attribute__((__malloc__))
#define GFP_KERNEL ((__attribute__((force)) gfp_t)0xcc0u)

struct obj { int n; };

extern char *kmemdup_nul(const char *s, unsigned long len, gfp_t gfp) __malloc;
extern void *vmalloc(unsigned long size) __malloc;
extern void *vzalloc_noprof(unsigned long size) __malloc;
#define vzalloc(...) vzalloc_noprof(__VA_ARGS__)

char first(const char *s)
{
	char *c = kmemdup_nul(s, 4, GFP_KERNEL);

	return c[0];
}

void table(void)
{
	struct obj *o = vmalloc(sizeof(*o));

	o->n = 0;
}

void zeroed(void)
{
	struct obj *o = vzalloc(sizeof(*o));

	o->n = 1;
}

/*
 * check-name: warn: the kernel's allocators, by their gfp_t flags and by name, may fail
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-alloc-kernel.c:22:17: warning: dereference of 'c', which is NULL when kmemdup_nul() fails
warn-alloc-kernel.c:20:30:     'c' is the result of this kmemdup_nul() call
warn-alloc-kernel.c:29:10: warning: dereference of 'o', which is NULL when vmalloc() fails
warn-alloc-kernel.c:27:32:     'o' is the result of this vmalloc() call
warn-alloc-kernel.c:36:10: warning: dereference of 'o', which is NULL when vzalloc() fails
warn-alloc-kernel.c:34:25:     'o' is the result of this vzalloc() call
 * check-error-end
 */
