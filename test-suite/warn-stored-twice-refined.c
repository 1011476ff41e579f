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
	if (self->pane)
		pane_get(self->pane);
	pd = self->pane->doc_data;
	pd->pdoc = self;
	return 0;
}

/*
 * check-name: warn: the same value, the field used on the side where the test found it NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-stored-twice-refined.c:22:11: warning: dereference of 'pd', which may be NULL
warn-stored-twice-refined.c:19:13:     'doc_register()' is NULL on one side of this test
 * check-error-end
 */
