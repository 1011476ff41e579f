/*
 * A return is named by what the return statement returns, where it is
 * written: 'p', not where p's value came from ('lookup()').
 */
#define safe __attribute__((safe))
#define NULL ((void *)0)
struct pane { struct pane *parent; char *name; };
struct pane *lookup(int k);
struct pane *safe one(int k);
struct pane *safe one(int k)
{
	struct pane *p = lookup(k);
	return p;
}
char *safe two(struct pane *safe p, int k);
char *safe two(struct pane *safe p, int k)
{
	struct pane *q = lookup(k);
	if (k)
		return p->name;
	return q->parent->name;
}

/*
 * check-name: a returned value named as the return statement wrote it
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
warn-return-named-as-written.c:13:16: warning: returning 'p', not proven non-NULL, from safe 'one'
warn-return-named-as-written.c:20:24: warning: returning 'p->name', not proven non-NULL, from safe 'two'
warn-return-named-as-written.c:21:17: warning: dereference of 'q', not proven non-NULL
warn-return-named-as-written.c:21:25: warning: dereference of 'q->parent', not proven non-NULL
warn-return-named-as-written.c:21:16: warning: returning 'q->parent->name', not proven non-NULL, from safe 'two'
 * check-error-end
 */
