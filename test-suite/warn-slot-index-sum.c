#define safe __attribute__((safe))
struct ident;
struct tries { struct ident *names[4]; int nr; };
struct counted { int nr; struct ident *names[4]; struct ident *other[4]; };
extern int use(struct ident *safe id);

/* another element than the one tested: still reported */
int next_used(struct tries *safe t, int k)
{
	return t->names[k] && use(t->names[k + 1]);
}

/* the same index, but another array: still reported */
int other_used(struct tries *safe t, struct tries *safe u, int k)
{
	return t->names[k] && use(u->names[k]);
}

/* the same index, another member at another offset: still reported */
int member_used(struct counted *safe c, int k)
{
	return c->names[k] && use(c->other[k]);
}

/*
 * check-name: an element of a safe parameter's array, another than the one tested: reported
 * check-command: sparse -Wno-decl -Wsafe $file
 *
 * check-error-start
warn-slot-index-sum.c:10:35: warning: passing 't->names[k + 1]', not proven non-NULL, as safe argument 1 of 'use'
warn-slot-index-sum.c:16:35: warning: passing 'u->names[k]', not proven non-NULL, as safe argument 1 of 'use'
warn-slot-index-sum.c:22:35: warning: passing 'c->other[k]', not proven non-NULL, as safe argument 1 of 'use'
 * check-error-end
 */
