#define safe __attribute__((safe))
struct mark { int seq; };
struct ref { struct mark *m; };
extern void use(struct mark *m safe);
static inline int one(struct mark *m1 safe)
{
	return m1->seq;
}
void f(struct ref *a safe, struct ref *b safe)
{
	if (a->m && b->m) {
		one(a->m);	/* inlining stores a->m into one()'s 'm1' slot ... */
		use(b->m);	/* ... which drops the fact about b->m */
	}
}

/*
 * check-name: an inlined helper's parameter slot is no alias of other paths (annotated inline_args_kill.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
