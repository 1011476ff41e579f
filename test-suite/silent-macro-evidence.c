#define NULL		((void *)0)
#define offsetof(T, m)	__builtin_offsetof(T, m)
#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))

struct fwnode { const void *ops; };
struct swnode { int id; struct fwnode fwnode; };

extern const int software_node_ops;

static int is_software_node(const struct fwnode *f)
{
	return f && f->ops == &software_node_ops;
}

/* the kernel's: helpers written as macros */
#define to_swnode(__fwnode) ({					\
	typeof(__fwnode) __to_swnode_fwnode = __fwnode;			\
	is_software_node(__to_swnode_fwnode) ?				\
		container_of(__to_swnode_fwnode, struct swnode, fwnode) : NULL; })
#include "rq-list.h"

/* an ops callback: only ever called for a software node */
static int swnode_id(struct fwnode *fwnode)
{
	struct swnode *swnode = to_swnode(fwnode);

	return swnode->id;
}

static int first_tag(struct request **list, int count)
{
	struct request *rq;

	if (!count)
		return -1;
	rq = rq_list_peek(list);
	return rq->tag;
}

/*
 * check-name: silent: a NULL or a test a macro's body writes is the macro's caution, as an inline helper's is
 * check-command: sparse -Wno-decl $file
 */
