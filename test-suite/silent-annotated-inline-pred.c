#define safe __attribute__((safe))
#define NULL ((void *)0)
struct obj { char *name; };
extern void use(char *s safe);
static inline int has_name(struct obj *o safe)
{
	return o->name != NULL;
}
void f(struct obj *o safe)
{
	if (has_name(o))
		use(o->name);		/* proven by the inlined predicate */
}
void g(struct obj *o safe)
{
	if (o->name != NULL)
		use(o->name);		/* same test written inline: no warning */
}

/*
 * check-name: an inlined predicate's test refines the caller's value (annotated inline_pred.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
