extern char *lookup(int id);
extern char *name_of(int id) __attribute__((returns_nonnull));

char *name_of(int id)
{
	return lookup(id);
}

/*
 * check-name: a returns_nonnull function's own returns are checked like a safe function's
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-nonnull-returns.c:6:16: warning: returning 'lookup()', not proven non-NULL, from safe 'name_of'
 * check-error-end
 */
