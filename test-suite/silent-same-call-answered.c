struct node { struct node *child; const char *name; };
extern void report(const char *fmt, ...);

static struct node *only_child(struct node *n)
{
	if (!n->child || n->child->child)
		return (void *)0;
	return n->child;
}

/* the same call again, made only where the first said non-NULL */
void remove_node(struct node *n)
{
	if (only_child(n))
		report("leaking %s\n", only_child(n)->name);
}

/*
 * check-name: silent: a call made again with the same arguments, where a test of the first made it non-NULL, gives the same answer
 * check-command: sparse -Wno-decl $file
 */
