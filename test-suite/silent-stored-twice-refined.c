#define safe __attribute__((safe))
struct doc { void *pdoc; int refcnt; };
struct pane { int pad[21]; int refs; struct doc doc_data[1]; };
typedef struct { long hd; struct pane *pane; long cmd; } Doc;
extern struct pane *doc_register(long *cmd safe);

static inline void pane_get(struct pane *p safe)
{
	p->refs += 1;
}

int attach(Doc *self)
{
	struct doc *pd;

	if (!self)
		return -1;
	self->pane = doc_register(&self->cmd);
	if (self->pane) {
		pane_get(self->pane);
		pd = self->pane->doc_data;
		pd->pdoc = self;
	}
	return 0;
}

/*
 * check-name: silent: a value stored to a field and then to an inlined function's safe parameter: its test refines the field too
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
