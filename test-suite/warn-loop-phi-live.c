#define safe __attribute__((safe))
struct list_head { struct list_head *next, *prev; };
#define container_of(ptr, type, member) ((type *)(void * safe)((char *)(ptr) - __builtin_offsetof(type, member)))
#define list_for_each_entry(pos, head, member) \
	for (pos = container_of((head)->next, typeof(*pos), member); \
	     &pos->member != (head); \
	     pos = container_of(pos->member.next, typeof(*pos), member))
struct pane { struct pane *parent; struct list_head children, siblings; int z; int x; };

int topmost(struct pane *p safe)
{
	struct pane *c = p, *parent = (void *)0, *t;

	while (c && c->z >= 0) {
		parent = c;
		c = (void *)0;
		list_for_each_entry(t, &parent->children, siblings)
			if (t->z > 0) {
				c = t;
				break;
			}
		if (!c)
			parent->x = 1;
	}
	return parent->x;
}

/*
 * check-name: warn: the same loop, where 'parent' is NULL when the loop never ran
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-loop-phi-live.c:25:22: warning: dereference of 'parent', which may be NULL
warn-loop-phi-live.c:12:40:     'parent' is NULL from here
 * check-error-end
 */
