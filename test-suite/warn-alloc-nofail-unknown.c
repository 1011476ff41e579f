/*
 * __GFP_NOFAIL made of what is not a plain constant (an enum, a macro with
 * arguments, as newer kernels write it): its bit is not known, the
 * allocation may fail
 */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))
#define __malloc __attribute__((__malloc__))
#define BIT(nr)		(1u << (nr))
enum { ___GFP_IO_BIT = 6, ___GFP_NOFAIL_BIT = 15 };
#define __GFP_IO	((__force gfp_t)BIT(___GFP_IO_BIT))
#define __GFP_NOFAIL	((__force gfp_t)BIT(___GFP_NOFAIL_BIT))

extern void *kmalloc(unsigned long size, gfp_t flags) __malloc;

char *one(void)
{
	char *p = kmalloc(16, __GFP_IO | __GFP_NOFAIL);

	p[0] = 0;
	return p;
}

/*
 * check-name: __GFP_NOFAIL not written as a plain constant: its bit is not known, the allocation may fail
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-alloc-nofail-unknown.c:20:10: warning: dereference of 'p', which is NULL when kmalloc() fails
warn-alloc-nofail-unknown.c:18:26:     'p' is the result of this kmalloc() call
 * check-error-end
 */
