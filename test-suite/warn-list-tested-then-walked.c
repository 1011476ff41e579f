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
	struct list_head *pending;
};

extern int build(struct list_head *list);
extern void drain(struct list_head *list);
extern int insert(struct route *r, struct info *info);

/*
 * The same shapes, where something on the way may empty the list: a
 * call given it, or a store through a pointer that may point to it (it
 * was loaded, not given as a parameter).  The loop may not run, and
 * 'first' stays NULL: each use is reported.
 */
int add_all_drained(struct info *info)
{
	struct list_head list = { &list, &list };
	struct route *first = (void *)0;
	struct hop *hop;

	if (build(&list))
		return -1;
	if (list_empty(&list))
		return -22;
	drain(&list);
	list_for_each_entry(hop, &list, node) {
		if (!first)
			first = hop->route;
	}
	return first->siblings;
}

int add_all_stored(struct info *info)
{
	struct list_head list = { &list, &list };
	struct route *first = (void *)0;
	struct hop *hop;

	if (build(&list))
		return -1;
	if (list_empty(&list))
		return -22;
	info->pending->next = info->pending;
	list_for_each_entry(hop, &list, node) {
		if (!first)
			first = hop->route;
	}
	return first->siblings;
}

/* the list that is walked is not the one tested */
int add_other(void)
{
	struct list_head list = { &list, &list }, other = { &other, &other };
	struct route *first = (void *)0;
	struct hop *hop;

	if (build(&list) || build(&other))
		return -1;
	if (list_empty(&list))
		return -22;
	list_for_each_entry(hop, &other, node) {
		if (!first)
			first = hop->route;
	}
	return first->siblings;
}

/*
 * check-name: a list that may be emptied, or another list, may not run its loop
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-list-tested-then-walked.c:58:21: warning: dereference of 'first', which may be NULL
warn-list-tested-then-walked.c:46:32:     'first' is NULL from here
warn-list-tested-then-walked.c:76:21: warning: dereference of 'first', which may be NULL
warn-list-tested-then-walked.c:64:32:     'first' is NULL from here
warn-list-tested-then-walked.c:94:21: warning: dereference of 'first', which may be NULL
warn-list-tested-then-walked.c:83:32:     'first' is NULL from here
 * check-error-end
 */
