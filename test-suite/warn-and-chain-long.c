#define safe __attribute__((safe))
struct pane { int x; };
struct mark { int y; };
typedef struct { long hdr; struct pane *pane; } Pane;
typedef struct { long hdr; struct mark *mark; } Mark;
void use(struct pane *p safe);

/* the pointer is not among the terms: not proven */
void g6(Pane *self safe, Mark *start, Mark *end, int view)
{
	if (start && end && start->mark && end->mark && view > 0 && view >= 0)
		use(self->pane);
}

/* the chain says it is NULL */
void h6(Pane *self safe, Mark *start, Mark *end, int view)
{
	if (start && end && !self->pane && start->mark && end->mark && view >= 0)
		self->pane->x = 1;
}

/*
 * check-name: an && chain of any length that does not test the pointer, or finds it NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-and-chain-long.c:12:21: warning: passing 'self->pane', not proven non-NULL, as safe argument 1 of 'use'
warn-and-chain-long.c:19:27: warning: dereference of 'self->pane', which may be NULL
warn-and-chain-long.c:18:30:     'self->pane' is NULL on one side of this test
 * check-error-end
 */
