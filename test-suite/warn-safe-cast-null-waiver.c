#define safe __attribute__((safe))
#define NULL ((void *)0)
struct pane { struct pane *safe parent; int depth; };
void init(struct pane *p safe)
{
	p->parent = (struct pane *safe)NULL;	/* set for real by attach() */
	p->depth = 0;
}

/*
 * check-name: -Wsafe-cast reports a NULL constant cast to a safe pointer, a waiver that is silent by default
 * check-command: sparse -Wno-decl -Wsafe-cast $file
 *
 * check-error-start
warn-safe-cast-null-waiver.c:6:40: warning: cast of NULL to a safe pointer
 * check-error-end
 */
