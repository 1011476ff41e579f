#define safe __attribute__((safe))

/* the same arrays without 'safe', and a value not proven stored into a safe one */
struct list {
	int nr;
	struct list *safe next;
	int *entry[13];
	int *safe checked[2];
	struct { int *slot[2]; } inner;
};

int sum(struct list *safe l, int i)
{
	int *p = l->entry[i];

	return *p + *l->next->entry[0] + *l->inner.slot[1];
}

void put(struct list *safe l, int i, int *v)
{
	l->checked[i] = v;
}

/*
 * check-name: warn: the same arrays without safe, and a value not proven stored into a safe one
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-safe-array-member.c:16:16: warning: dereference of 'p', not proven non-NULL
warn-safe-array-member.c:16:21: warning: dereference of 'l->next->entry[0]', not proven non-NULL
warn-safe-array-member.c:16:42: warning: dereference of 'l->inner.slot[1]', not proven non-NULL
warn-safe-array-member.c:21:23: warning: assignment of 'v', not proven non-NULL, to safe 'l->checked[i]'
 * check-error-end
 */
