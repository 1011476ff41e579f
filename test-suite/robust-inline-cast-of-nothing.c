/* an inline function with a cast of nothing, inlined */
static inline int find(void)
{
	return (__attribute__;
}

int p(void)
{
	return find();
}

/*
 * check-name: robust: an inline function with a cast of nothing is an error, not a crash when inlined (sparse 0.6.4 crashes)
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
robust-inline-cast-of-nothing.c:4:30: error: Expected ( after attribute
robust-inline-cast-of-nothing.c:4:30: error: got ;
 * check-error-end
 */
