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
 * check-description: the test that ends the walk is the macro's, written
 *	for every walk, as a test in its body is: it says nothing of whether
 *	this caller's list may be empty.  The same loops written out, or
 *	after a test of where the walk starts, are warn-loop-macro-walk.c.
 *
 * check-error-start
warn-loop-macro-walk-ran-before.c:16:20: warning: dereference of 'prev', which may be NULL
warn-loop-macro-walk-ran-before.c:12:29:     'prev' is NULL from here
warn-loop-macro-walk-ran-before.c:21:17: warning: dereference of 'back - 24', which may be NULL
warn-loop-macro-walk-ran-before.c:27:27:     'back - 24' is NULL from here
 * check-error-end
 */
