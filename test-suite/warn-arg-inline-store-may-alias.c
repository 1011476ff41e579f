#define safe __attribute__((safe))
#define NULL ((void *)0)
struct mark { int seq; };
struct ref { struct mark *m; };
extern void use(struct mark *m safe);
static inline void drop(struct ref *r safe)
{
	r->m = NULL;
}
void f(struct ref *a safe, struct ref *b safe)
{
	if (a->m && b->m) {
		drop(a);	/* a may be b: b->m may be NULL now */
		use(b->m);
	}
}

/*
 * check-name: a store through a pointer in an inlined helper forgets what it may alias
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-arg-inline-store-may-alias.c:14:21: warning: passing 'b->m', not proven non-NULL, as safe argument 1 of 'use'
 * check-error-end
 */
