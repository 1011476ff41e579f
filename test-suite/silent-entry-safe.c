#define offsetof(T, m)	__builtin_offsetof(T, m)
#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))
#define rb_entry_safe(ptr, type, member) ({			\
	typeof(ptr) ____ptr = (ptr);				\
	____ptr ? container_of(____ptr, type, member) : (type *)0; })

/* the kernel's: a statement expression, so sparse makes branches */
#define container_of_checked(ptr, type, member) ({			\
	void *__mptr = (void *)(ptr);					\
	_Static_assert(sizeof(*(ptr)) > 0, "pointer type");		\
	((type *)(__mptr - offsetof(type, member))); })
#define list_entry_safe(ptr, type, member) ({			\
	typeof(ptr) ____ptr = (ptr);				\
	____ptr ? container_of_checked(____ptr, type, member) : (void *)0; })

struct rb_node { struct rb_node *left, *right; };
struct sk_buff { int len; struct rb_node rbnode; };

struct rb_node *rb_next(const struct rb_node *node);

#define rb_to_skb(rb)	rb_entry_safe(rb, struct sk_buff, rbnode)

static int next_len(struct sk_buff *skb)
{
	struct sk_buff *next = rb_to_skb(rb_next(&skb->rbnode));

	return next->len;	/* NULL only if rb_next() was: not known */
}

static int walk(struct rb_node *node)
{
	int sum = 0;

	sum += rb_to_skb(node)->len;
	sum += node->left != (void *)0;	/* the macro's test is no evidence */
	return sum;
}

static int left_len(struct rb_node *node)
{
	struct sk_buff *skb = list_entry_safe(node->left, struct sk_buff, rbnode);

	return skb->len;
}

/*
 * check-name: silent: 'p ? container_of(p) : NULL' (rb_entry_safe) is NULL when p is, no more
 */
