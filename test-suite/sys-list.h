/* a library's header, included from a system directory by the cases that use it */
struct lnode { struct lnode *next; int key; };

static inline int lnode_key(struct lnode *n)
{
	return n->key;
}
