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
 * check-name: -Wsafe-cast reports a NULL constant cast to a safe pointer, and nothing else of safe_cast.c
 * check-command: sparse -Wno-decl -Wsafe-cast $file
 *
 * check-error-start
warn-safe-cast-null-waiver.c:8:29: warning: cast of NULL to a safe pointer
 * check-error-end
 */
