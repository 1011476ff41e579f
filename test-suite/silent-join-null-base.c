/*
 * 'if (o && !o->pane) return;': where the paths meet, o is NULL on one
 * side and o->pane non-NULL on the other.  o->pane cannot be read on the
 * NULL side, so once o is known non-NULL again, o->pane is non-NULL.
 * Once with o a register, once with o address-taken and reloaded.
 */
#define safe __attribute__((safe))
struct pane { void *handle; };
struct obj { struct pane *pane; };
int parse(struct obj **o);
void use(struct pane *p safe);
void other(void);

void direct(struct obj *o, struct pane *self safe)
{
	if (o && !o->pane)
		return;
	use(o ? o->pane : self);
	if (o)
		use(o->pane);
}

void reloaded(struct obj *self safe)
{
	struct obj *owner = (void *)0;

	if (!self->pane)
		return;
	if (parse(&owner) <= 0 || (owner && !owner->pane))
		return;
	other();
	use(owner ? owner->pane : self->pane);
}

/*
 * check-name: a field through a pointer that is NULL on the other side of a join keeps its fact
 * check-command: sparse -Wno-decl $file
 */
