/*
 * The twin of silent-local-array-indexed.c: an element's address goes to
 * a call, which may store NULL there.
 */
#define safe __attribute__((safe))
int same(const char *safe a, const char *safe b);
void fill(const char **slot);
char *copy(const char *safe a, long n);

int find_file(const char *str, const char *kind, int i)
{
	const char *base[2] = {str, (void *)0};

	if (base[0] == (void *)0 || kind == (void *)0)
		return -1;
	fill(&base[i]);
	return !!copy(base[0], 1);
}

/*
 * check-name: a local array whose element's address goes to a call is forgotten there
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-local-array-indexed.c:17:23: warning: passing 'base[0]', not proven non-NULL, as safe argument 1 of 'copy'
warn-local-array-indexed.c:16:13:     'base[0]' was reloaded after this call
 * check-error-end
 */
