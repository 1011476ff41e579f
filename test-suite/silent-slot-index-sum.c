#define safe __attribute__((safe))
struct ident;
struct tries { struct ident *names[4]; int nr; };
struct counted { int nr; struct ident *names[4]; };
extern int use(struct ident *safe id);

/*
 * 't' is safe, so kept in its slot and loaded again for each use: the
 * element's address is computed twice, its sum's operands in either
 * order, and is one address, tested before it is read again
 */
int first_used(struct tries *safe t, int k)
{
	return t->names[k] && use(t->names[k]);
}

/* the same, the array at an offset in its structure: a sum of a sum */
int counted_used(struct counted *safe c, int k)
{
	return c->names[k] && use(c->names[k]);
}

/*
 * check-name: an element of a safe parameter's array, tested, then read again
 * check-command: sparse -Wno-decl -Wsafe $file
 */
