/*
 * The twins of silent-inline-pred-member.c: the predicate tests another
 * member, or another container's.
 */
#define safe __attribute__((safe))
struct node { struct node *next; };
struct head { struct node *first; struct node *last; };
struct doc { int a; struct head marks; struct head views; };
struct pane { long z[3]; struct doc doc; };
static inline int is_empty(const struct head *h safe)
{
	return h->first == (void *)0;
}
void use(struct node *n safe);

void other_member(struct pane *p safe)
{
	struct doc *d = &p->doc;

	if (!is_empty(&d->views))
		use(d->marks.first);
}

void other_field(struct pane *p safe)
{
	if (!is_empty(&p->doc.marks))
		use(p->doc.marks.last);
}

void other_pane(struct pane *p safe, struct pane *q safe)
{
	if (!is_empty(&p->doc.marks))
		use(q->doc.marks.first);
}

/*
 * check-name: a field tested through another member's address is not known
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-inline-pred-member.c:21:21: warning: passing 'd->marks.first', not proven non-NULL, as safe argument 1 of 'use'
warn-inline-pred-member.c:27:21: warning: passing 'p->doc.marks.last', not proven non-NULL, as safe argument 1 of 'use'
warn-inline-pred-member.c:33:21: warning: passing 'q->doc.marks.first', not proven non-NULL, as safe argument 1 of 'use'
 * check-error-end
 */
