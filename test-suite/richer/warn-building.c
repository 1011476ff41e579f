#define safe __attribute__((safe))
#define building __attribute__((building))
#define NULL ((void *)0)
#include <stdlib.h>
#include <string.h>



struct pane {
	char *safe name;
	struct pane *safe parent;
	int x;
};

extern void register_pane(struct pane *p);
extern char *safe xstrdup(const char *s);
extern struct pane *last;

/* a member left unset, the object seen by a call */
static struct pane *new_pane(struct pane *safe parent)
{
	struct pane *p = calloc(1, sizeof(*p));

	if (!p)
		return NULL;
	p->parent = parent;
	register_pane(p);
	return p;
}

/* ... returned */
static struct pane *make(struct pane *safe parent)
{
	struct pane *p = calloc(1, sizeof(*p));

	if (!p)
		return NULL;
	p->parent = parent;
	return p;
}

/* ... stored where others see it, after a malloc() */
static void publish(void)
{
	struct pane *p = malloc(sizeof(*p));

	if (!p)
		return;
	p->name = xstrdup("z");
	last = p;
}

/* set on one way only */
static void pick(struct pane *safe parent, int big)
{
	struct pane *p = calloc(1, sizeof(*p));

	if (!p)
		return;
	if (big)
		p->name = xstrdup("big");
	p->parent = parent;
	last = p;
}

/* a function that finishes building, and leaves one unset */
static void half_init(struct pane *safe p building, struct pane *safe parent)
{
	p->parent = parent;
	register_pane(p);
}

/* read before it is set */
static int early(struct pane *safe parent)
{
	struct pane *p = calloc(1, sizeof(*p));

	if (!p)
		return 0;
	p->parent = parent;
	return p->name[0];
}

/* a compound literal that leaves one out (zeroed) */
static void literal(struct pane *safe parent)
{
	struct pane *p = calloc(1, sizeof(*p));

	if (!p)
		return;
	*p = (struct pane){ .parent = parent };
	register_pane(p);
}

/* made anew with zeros, one left unset */
static void reset(struct pane *safe p)
{
	memset(p, 0, sizeof(*p));
	p->parent = p;
	register_pane(p);
}

/* a zeroing initializer, read before it is set */
static int first_char(struct pane *safe parent)
{
	struct pane p = { .parent = parent };

	return p.name[0];
}

/* a project's own allocator, declared malloc, that never fails */
extern void *safe pool_alloc(void *pool, int size, int zero) __attribute__((malloc));
extern char pool[];
static void from_pool(struct pane *safe parent)
{
	struct pane *p = pool_alloc(pool, sizeof(*p), 1);

	p->parent = parent;
	register_pane(p);
}

/* a function that finishes building reads a member before it sets it */
static int same_parent(struct pane *safe p building, struct pane *safe parent)
{
	int same = p->parent == parent;

	p->parent = parent;
	p->name = xstrdup("s");
	return same;
}

/* the kernel's kzalloc(): kmalloc() given __GFP_ZERO, inlined */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define ___GFP_DIRECT_RECLAIM	0x400u
#define ___GFP_ZERO		0x100u
#define __force __attribute__((force))
#define __GFP_DIRECT_RECLAIM	((__force gfp_t)___GFP_DIRECT_RECLAIM)
#define __GFP_ZERO		((__force gfp_t)___GFP_ZERO)
#define GFP_KERNEL		(__GFP_DIRECT_RECLAIM)
extern void *kmalloc(size_t size, gfp_t flags) __attribute__((malloc));
static inline void *kzalloc(size_t size, gfp_t flags)
{
	return kmalloc(size, flags | __GFP_ZERO);
}
static void kernel_pane(struct pane *safe parent)
{
	struct pane *p = kzalloc(sizeof(*p), GFP_KERNEL);

	if (!p)
		return;
	p->parent = parent;
	register_pane(p);
}

/*
 * check-name: warn: an object being built seen or read with a safe member unset
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
warn-building.c:27:22: warning: safe member 'p->name' is still NULL when 'p' is passed to 'register_pane'
warn-building.c:39:16: warning: safe member 'p->name' is still NULL when 'p' is returned
warn-building.c:50:16: warning: safe member 'p->parent' is not set when 'p' is stored in 'last'
warn-building.c:63:16: warning: safe member 'p->name' is still NULL when 'p' is stored in 'last'
warn-building.c:70:22: warning: safe member 'p->name' is not set when 'p' is passed to 'register_pane'
warn-building.c:81:16: warning: safe member 'p->name' is read before it is set
warn-building.c:92:22: warning: safe member 'p->name' is still NULL when 'p' is passed to 'register_pane'
warn-building.c:100:22: warning: safe member 'p->name' is still NULL when 'p' is passed to 'register_pane'
warn-building.c:108:22: warning: dereference of NULL
warn-building.c:119:22: warning: safe member 'p->name' is not set when 'p' is passed to 'register_pane'
warn-building.c:125:20: warning: safe member 'p->parent' is read before it is set
warn-building.c:152:22: warning: safe member 'p->name' is still NULL when 'p' is passed to 'register_pane'
 * check-error-end
 */
