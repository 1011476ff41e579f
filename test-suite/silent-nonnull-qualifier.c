struct pane { struct pane *_Nonnull parent; int depth; };

static int up(struct pane *_Nonnull p, int *_Null_unspecified unused)
{
	return p->parent->depth;
}

/*
 * check-name: _Nonnull pointers are proven non-NULL, even in strict mode
 * check-command: sparse -Wsafe-deref $file
 */
