struct node { struct node *next; int v; };
struct task { int pad[5]; int cpu; struct se { struct se *back; int on; } rt; };

#define NULL ((void *)0)
#define for_each_node(p) for (; p; p = (p)->next)
#define for_each_se(se) for (; se; se = NULL)
#define task_of(se) ((struct task *)((char *)(se) - __builtin_offsetof(struct task, rt)))

/* the list its callers pass is never empty */
int last_of(struct node *p)
{
	struct node *prev = NULL;

	for_each_node(p)
		prev = p;
	return prev->v;
}

static inline int task_cpu(struct task *p)
{
	return p->cpu;
}

/* a walk up a hierarchy that has one level in this configuration */
int dequeue(struct se *se)
{
	struct se *back = NULL;

	for_each_se(se) {
		se->back = back;
		back = se;
	}
	return task_cpu(task_of(back));
}

/*
 * check-name: silent: a pointer NULL after a macro's walk only if the walk never ran
 * check-command: sparse -Wno-decl $file
 * check-description: the walk starts from a parameter: whether it runs
 *	at all is the callers' to say (latent).  The same walks of a
 *	list a call returned are warn-loop-macro-walk.c.
 *
 * check-error-start
 * check-error-end
 */
