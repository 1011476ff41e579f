#define safe __attribute__((safe))
struct node { int type; struct node *left; };

/*
 * The loop's phi is what is returned, but it is no merge of returns: its
 * entry source is a parameter that the loop dereferences before the return
 */
struct node *safe leftmost(struct node *n)
{
	while (n->type == 1 && n->left)
		n = n->left;
	return n;
}

/*
 * check-name: a loop's phi returned is no merge of returns: the dereferenced parameter is not reported
 * check-command: sparse -Wno-decl $file
 */
