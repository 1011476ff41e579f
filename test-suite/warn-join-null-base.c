/*
 * The twins of silent-join-null-base.c: the pointer is not NULL on the
 * other side, or is assigned again before the field is read.
 */
#define safe __attribute__((safe))
struct pane { void *handle; };
struct obj { struct pane *pane; };
struct obj *find(void);
int parse(struct obj **o);
void use(struct pane *p safe);
void other(void);

/* the other side is o unknown, not NULL */
void direct(struct obj *o, int flag)
{
	if (flag && !o->pane)
		return;
	use(o->pane);
}

/* o is another pointer by the time its field is read */
void reassigned(struct obj *o, struct pane *self safe)
{
	if (o && !o->pane)
		return;
	o = find();
	use(o ? o->pane : self);
}

/* the call is given the owner's address: it may make it another */
void reloaded(struct obj *self safe)
{
	struct obj *owner = (void *)0;

	if (!self->pane)
		return;
	if (owner && !owner->pane)
		return;
	parse(&owner);
	use(owner ? owner->pane : self->pane);
}

/*
 * check-name: a field through a pointer that is not NULL on the other side of a join is not known
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-join-null-base.c:18:13: warning: passing 'o->pane', not proven non-NULL, as safe argument 1 of 'use'
warn-join-null-base.c:27:13: warning: passing 'o ? o->pane : self', not proven non-NULL, as safe argument 1 of 'use'
warn-join-null-base.c:40:13: warning: passing 'owner ? owner->pane : self->pane', not proven non-NULL, as safe argument 1 of 'use'
 * check-error-end
 */
