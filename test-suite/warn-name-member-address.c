/*
 * The address of a member or of an element, as written: sparse makes
 * '&d->views[view].head' an addition ('d->views + view * 24 + 0'), and
 * the message names what the code says.
 */
#define safe __attribute__((safe))
struct head { struct head *next; };
struct view { struct head head; int state; };
struct doc { int n; struct view *views; };
struct pane { long pad[14]; struct head attrs; };
void add(struct head *h safe);
struct pane *find(void);

void in_view(struct doc *d safe, int view)
{
	add(&d->views[view].head);
}

void attrs_of(void)
{
	struct pane *log_pane = find();

	add(&log_pane->attrs);
}

void second(struct doc *d safe)
{
	add(&d->views[2].head);
}

/*
 * check-name: the address of a member or an element is named as written
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-name-member-address.c:16:14: warning: passing '&d->views[view].head', not proven non-NULL, as safe argument 1 of 'add'
warn-name-member-address.c:23:14: warning: passing '&log_pane->attrs', not proven non-NULL, as safe argument 1 of 'add'
warn-name-member-address.c:28:14: warning: passing '&d->views[2].head', not proven non-NULL, as safe argument 1 of 'add'
 * check-error-end
 */
