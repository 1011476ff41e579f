struct list_head {
	struct list_head *next, *prev;
};

#define READ_ONCE(x) (*(volatile typeof(x) *)&(x))

static inline int list_empty(const struct list_head *head)
{
	return READ_ONCE(head->next) == head;
}

#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - __builtin_offsetof(type, member)))
#define list_for_each_entry(pos, head, member) \
	for (pos = container_of((head)->next, typeof(*pos), member); \
	     &pos->member != (head); \
	     pos = container_of(pos->member.next, typeof(*pos), member))

struct route {
	int siblings;
};

struct hop {
	struct route *route;
	struct list_head node;
};

struct info {
	int skip_notify;
	int skip_kernel;
};

extern int build(struct list_head *list);
extern int insert(struct route *r, struct info *info);

/*
 * The list is tested not empty, then walked: its first test, of the
 * first entry's member against the head, is that test again (the head's
 * 'next' loaded again, nothing on the way that may change it: the stores
 * go through a parameter, which cannot point to the local list), so the
 * loop runs and 'first' is set.
 */
int add_all(struct info *info)
{
	struct list_head list = { &list, &list };
	struct route *first = (void *)0;
	struct hop *hop;
	int err;

	if (build(&list))
		return -1;
	if (list_empty(&list))
		return -22;
	info->skip_notify = 1;
	info->skip_kernel = 1;
	list_for_each_entry(hop, &list, node) {
		err = insert(hop->route, info);
		if (err)
			return err;
		if (!first)
			first = hop->route;
	}
	return first->siblings;
}

/*
 * check-name: a list tested not empty, then walked, runs its loop
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
