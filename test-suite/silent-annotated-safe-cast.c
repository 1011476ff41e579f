#define safe __attribute__((safe))
#define safe_cast (void * safe)
#define NULL ((void *)0)
struct obj { char *safe name; };
extern char *maybe(void);
void clear(struct obj *o safe)
{
	o->name = safe_cast NULL;	/* explicit, intentional override */
}
char *safe get_name(void)
{
	return safe_cast maybe();	/* explicit cast asserting non-NULL */
}
void set(struct obj *o safe)
{
	o->name = safe_cast maybe();
}

/*
 * check-name: an explicit cast to a safe pointer is an assertion, on a NULL constant and on a return (annotated safe_cast.c)
 * check-command: sparse -Wno-decl $file
 */
