struct node { struct node *child; const char *name; };
extern void report(const char *fmt, ...);
extern struct node *next_node(struct node *n);

static struct node *only_child(struct node *n)
{
	if (!n->child || n->child->child)
		return (void *)0;
	return n->child;
}

/* the same function, called again with another argument (one this
   function is given by another call: the NULL is its own) */
void remove_node(struct node *n, struct node *m)
{
	if (only_child(n))
		report("leaking %s\n", only_child(next_node(m))->name);
}

/*
 * check-name: warn: a call of the same function with other arguments, after a test of the first, may still return NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-same-call-other-arguments.c:17:64: warning: dereference of 'only_child()', which may be NULL
warn-same-call-other-arguments.c:8:25:     'only_child()' is NULL where only_child() returns this
 * check-error-end
 */
