#define safe __attribute__((safe))

struct list { struct list *next; };
struct pane { int depth; struct list children; };

extern void list_init(struct list *safe l);

static void pane_init(struct pane *safe ptr)
{
	list_init(&ptr->children);
	list_init(&(ptr->children));
}

/*
 * check-name: article: &ptr->member of a safe ptr passed to a safe parameter is silent
 * check-command: sparse -Wsafe $file
 */
