extern int size_of(const char *s) __attribute__((nonnull(1)));
extern char *name_of(int id) __attribute__((returns_nonnull));

int size_of(const char *s)
{
	return s[0] ? 1 + size_of(s + 1) : 0;
}

static int first(int id)
{
	return name_of(id)[0];
}

/*
 * check-name: a nonnull parameter is non-NULL in its function, a returns_nonnull result at its call
 * check-command: sparse -Wsafe-deref -Wno-decl $file
 */
