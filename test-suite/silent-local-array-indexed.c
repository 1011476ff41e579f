/*
 * A local array indexed by a variable ('base[i]') elsewhere in the
 * function: an element's address that is only loaded from or stored to
 * goes nowhere a call could reach it, so a call given neither the array
 * nor an element keeps what base[0] was tested to be.
 */
#define safe __attribute__((safe))
int same(const char *safe a, const char *safe b);
char *find(const char *safe a, const char *safe b);
char *copy(const char *safe a, long n);
char *lookup(int x);
int open_it(const char *safe name);

int find_file(const char *str, const char *kind)
{
	const char *base[2] = {str, (void *)0};
	char *path = (void *)0;
	char *cn;
	int i;

	if (base[0] == (void *)0 || kind == (void *)0)
		return -1;
	if (same(kind, "data"))
		path = lookup(1);
	if (!path)
		return -2;
	cn = find(base[0], "{");
	if (cn)
		return !!copy(base[0], cn - base[0]);
	for (i = 0; i < 2 && base[i]; i++)
		open_it(base[i]);
	return 0;
}

/*
 * check-name: a local array indexed by a variable keeps its elements' proofs across calls
 * check-command: sparse -Wno-decl $file
 */
