#define safe __attribute__((safe))
struct pane { int x; };
struct obj { struct pane *pane; };
extern void map(struct pane *a safe, struct pane *b safe);
void f(struct obj *self safe, struct obj *other, int ret)
{
	if (ret <= 0 || !self->pane || !other || !other->pane)
		return;
	map(other->pane, self->pane);	/* both tested just above */
}

/*
 * check-name: a test of a phi that '&&', '||' or '?:' left is refined edge by edge (annotated or_chain_flat.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
