struct fnhe { struct fnhe *next; long stamp; int daddr; };
struct sg { struct sg *next; int flags; };
int before(long a, long b);
struct sg *sg_next(struct sg *);

static int found_key(struct sg *head, int k)
{
	struct sg *p, *found = (void *)0;

	for (p = head; p; p = p->next)
		if (p->flags == k)
			found = p;
	return found->flags;
}

static int last_match(struct sg *head, int k)
{
	struct sg *p, *match = (void *)0;

	for (p = head; p; p = p->next) {
		if (p->flags != k)
			continue;
		match = p;
	}
	return match->flags;
}

/*
 * check-name: warn: a pointer a loop may leave NULL although it ran (not found)
 *
 * check-error-start
warn-loop-not-found.c:13:21: warning: dereference of 'found', which may be NULL
warn-loop-not-found.c:8:33:     'found' is NULL from here
warn-loop-not-found.c:25:21: warning: dereference of 'match', which may be NULL
warn-loop-not-found.c:18:33:     'match' is NULL from here
 * check-error-end
 */
