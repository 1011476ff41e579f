/*
 * An inlined predicate tests a field through the address of a member
 * that the caller computed (&d->marks); the caller then reads the field
 * through d.  The same memory: what the test proved holds.
 */
#define safe __attribute__((safe))
struct node { struct node *next; };
struct head { struct node *first; };
struct item { int x; struct node all; };
struct doc { int a; struct head marks; };
struct pane { long z[3]; struct doc doc; };
#define PTR(_h) ((struct node *)(((unsigned long)_h) & ~1UL))
static inline int is_empty(const struct head *h safe)
{
	return h->first == (void *)0 || h->first == (struct node *)1;
}
void use(struct node *n safe);

void first(struct pane *p safe)
{
	struct doc *d = &p->doc;

	if (!is_empty(&d->marks))
		use(PTR(d->marks.first));
}

struct text { int q; struct doc doc; };
void in_text(struct text *t safe)
{
	if (!is_empty(&t->doc.marks))
		use(PTR(t->doc.marks.first));
}

/*
 * check-name: a field tested through a member's address is the field read through its container (annotated inline_pred_container_of.c)
 * check-command: sparse -Wno-decl $file
 */
