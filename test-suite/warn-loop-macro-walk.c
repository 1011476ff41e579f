struct node { struct node *next; int v; };
extern void note(void); extern void *find(void);

#define NULL ((void *)0)
#define for_each_node(p) for (; p; p = (p)->next)

/* the caller's own test says the list may be empty */
int last_of_tested(void)
{	struct node *p = find();
	struct node *prev = NULL;

	if (!p)
		note();
	for_each_node(p)
		prev = p;
	return prev->v;
}

/* the same walk written out: the test is the function's own */
int last_of_own(void)
{	struct node *p = find();
	struct node *prev = NULL;

	for (; p; p = p->next)
		prev = p;
	return prev->v;
}

/*
 * check-name: warn: a pointer NULL after a walk that may not run, of a list a call returned: a macro's walk of what the function tested, or a walk written out
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-loop-macro-walk.c:16:20: warning: dereference of 'prev', which may be NULL
warn-loop-macro-walk.c:10:29:     'prev' is NULL from here
warn-loop-macro-walk.c:26:20: warning: dereference of 'prev', which may be NULL
warn-loop-macro-walk.c:22:29:     'prev' is NULL from here
 * check-error-end
 */
