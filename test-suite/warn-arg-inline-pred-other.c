#define safe __attribute__((safe))
#define NULL ((void *)0)
struct obj { char *name; struct obj *next; };
extern void use(char *s safe);
static inline int has_name(struct obj *o safe)
{
	return o->name != NULL;
}
static inline int has_next_name(struct obj *o safe)
{
	return o->next && o->next->name;
}
void f(struct obj *o safe, struct obj *p safe)
{
	if (has_name(p))
		use(o->name);		/* tested p, not o */
}
void g(struct obj *o safe)
{
	if (has_name(o))
		o->name = NULL;
	use(o->name);			/* NULL stored */
}
void h(struct obj *o safe)
{
	if (has_next_name(o))
		use(o->next->name);
}

/*
 * check-name: an inlined predicate refines only what it tested, and a NULL stored after it is NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-arg-inline-pred-other.c:16:21: warning: passing 'o->name', not proven non-NULL, as safe argument 1 of 'use'
warn-arg-inline-pred-other.c:22:13: warning: passing 'o->name', not proven non-NULL, as safe argument 1 of 'use'
warn-arg-inline-pred-other.c:7:27:     'o->name' is NULL on one side of this test
 * check-error-end
 */
