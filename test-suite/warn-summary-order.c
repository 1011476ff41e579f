#define NULL ((void *)0)
struct node { int v; struct node *next; };

static struct node *find(struct node *l, int v);

/* calls a function defined further down: checked at the end of the file
   (the list comes from list_of(): whether it holds 1 is this file's to
   know) */
extern struct node *list_of(int id);

int first(int id)
{
	struct node *n = find(list_of(id), 1);

	return n->v;
}

/* its warnings still come after those of the function above it */
int second(struct node *l)
{
	struct node *n = l ? l->next : NULL;

	return n->v;
}

/* it calls find() too, and tests what it returns */
int third(struct node *l)
{
	struct node *n = find(l, 3);
	struct node *m = n ? n->next : NULL;

	return m->v;
}

static struct node *find(struct node *l, int v)
{
	for (; l; l = l->next)
		if (l->v == v)
			return l;
	return NULL;
}

/* callers that test what find() returns: the file expects its NULL, and
 * first() is the one call that does not test it */
int has(struct node *l)
{
	return find(l, 2) ? 1 : 0;
}

int lacks(struct node *l)
{
	if (!find(l, 4))
		return 1;
	return 0;
}

/*
 * check-name: a function checked at the end of the file (it calls one defined further down) keeps its place among the warnings
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-summary-order.c:15:17: warning: dereference of 'n', which may be NULL
warn-summary-order.c:40:16:     'n' is NULL where find() returns this
warn-summary-order.c:23:17: warning: dereference of 'n', which may be NULL
warn-summary-order.c:21:40:     'n' is NULL from here
warn-summary-order.c:32:17: warning: dereference of 'm', which may be NULL
warn-summary-order.c:30:40:     'm' is NULL from here
 * check-error-end
 */
