/*
 * A long && chain: each term's test refines the later terms and the
 * guarded block, however many terms come before it (g6: 7 terms).  Silent.
 */
#define safe __attribute__((safe))
struct pane { int x; };
struct mark { int y; };
typedef struct { long hdr; struct pane *pane; } Pane;
typedef struct { long hdr; struct mark *mark; } Mark;
void use(struct pane *p safe);
void g3(Pane *self safe, Mark *start, Mark *end, int view)
{
	if (start && end && self->pane)
		use(self->pane);
}
void g4(Pane *self safe, Mark *start, Mark *end, int view)
{
	if (start && end && self->pane && view >= 0)
		use(self->pane);
}
void g5(Pane *self safe, Mark *start, Mark *end, int view)
{
	if (start && end && self->pane && start->mark && view >= 0)
		use(self->pane);
}
void g6(Pane *self safe, Mark *start, Mark *end, int view)
{
	if (start && end && self->pane && start->mark && end->mark && view >= 0)
		use(self->pane);
}
void h5(Pane *self safe, int a, int b, int c, int view)
{
	if (a && b && self->pane && c && view >= 0)
		use(self->pane);
}

/* longer still: 9 terms */
void g9(Pane *self safe, Mark *start, Mark *end, int view, int a, int b)
{
	if (start && end && a && self->pane && start->mark && b && end->mark &&
	    view >= 0 && view < 10)
		use(self->pane);
}

/*
 * check-name: a pointer tested in an && chain of any length is non-NULL in the block it guards (annotated and_chain_long.c)
 * check-command: sparse -Wno-decl -Wsafe $file
 */
