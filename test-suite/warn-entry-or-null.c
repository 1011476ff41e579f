#define offsetof(T, m)	__builtin_offsetof(T, m)
#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))

struct list_head { struct list_head *next, *prev; };
struct item { int key; struct list_head link; };

static int first_key(struct list_head *head)
{
	struct item *it = head->next != head ?
		container_of(head->next, struct item, link) : (struct item *)0;

	return it->key;		/* NULL when the list is empty */
}

/*
 * check-name: warn: an entry-or-NULL whose test is not of the pointer mapped may be NULL
 *
 * check-error-start
warn-entry-or-null.c:13:18: warning: dereference of 'it', which may be NULL
warn-entry-or-null.c:11:64:     'it' is NULL from here
 * check-error-end
 */
