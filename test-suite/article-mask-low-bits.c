#define safe __attribute__((safe))

struct rb_node { unsigned long color; struct rb_node *left, *right; };

extern void visit(struct rb_node *safe n);

static int color_of(struct rb_node *safe tagged)
{
	struct rb_node *n;

	n = (struct rb_node *)((unsigned long)tagged & ~3UL);
	visit(n);
	return n->color;
}

/*
 * check-name: article: masking the low bits of a safe pointer keeps it non-NULL
 * check-command: sparse -Wsafe $file
 */
