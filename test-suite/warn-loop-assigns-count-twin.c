struct chunk { int nr; struct chunk *next; void *list[8]; };
struct item { int type; };

int first_type(struct chunk *head)
{
	struct item *v = (void *)0, *p;
	struct chunk *c = head;
	int count = 0, i;

	if (c) do {
		for (i = 0; i < c->nr; i++) {
			p = c->list[i];
			if (!v)
				v = p;
			count++;
		}
	} while ((c = c->next) != head);
	if (count > 100)
		return -1;
	return v->type;
}

/*
 * check-name: warn: a loop that assigns the pointer keeps its count, and a test of the count that does not say the loop ran leaves the NULL: every chunk may be empty
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-loop-assigns-count-twin.c:20:17: warning: dereference of 'v', which may be NULL
warn-loop-assigns-count-twin.c:6:27:     'v' is NULL from here
 * check-error-end
 */
