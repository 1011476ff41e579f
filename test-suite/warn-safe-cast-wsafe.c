#define safe __attribute__((safe))
extern char *lookup(const char *name);
extern void show(const char *s safe);
static const char *safe title(const char *name)
{
	return (const char *safe)0;		/* a waiver, under -Wsafe too */
}
void f(void)
{
	show(lookup("x"));			/* no cast: not proven */
	show(title("y"));
}

/*
 * check-name: -Wsafe includes -Wsafe-cast
 * check-command: sparse -Wno-decl -Wsafe $file
 *
 * check-error-start
warn-safe-cast-wsafe.c:6:34: warning: cast of NULL to a safe pointer
warn-safe-cast-wsafe.c:10:14: warning: passing 'lookup()', not proven non-NULL, as safe argument 1 of 'show'
 * check-error-end
 */
