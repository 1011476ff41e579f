/*
 * The twin of silent-implied-by-pointer.c: end may be NULL where start
 * is, where the test of both did not return (the path to the test of
 * start need not go through its false side), where start was given
 * another value after it, where end was, where the test is of a third
 * pointer, where a join takes both from a way in that may give both
 * NULL, where a swap takes in a third pointer, and where a loop's way
 * back may.
 */
#define safe __attribute__((safe))
struct mark {
	int seq;
};

extern int changed(void);
extern void damaged(struct mark *m);
extern int before(struct mark *m safe);
extern struct mark *lookup(int k);

int no_return(struct mark *start, struct mark *end)
{
	if (!start && !end)
		damaged(start);
	if (start)
		return start->seq;
	return before(end);
}

int start_again(struct mark *start, struct mark *end)
{
	if (!start && !end)
		return 1;
	if (changed())
		start = lookup(1);
	if (start)
		return start->seq;
	return before(end);
}

int end_again(struct mark *start, struct mark *end)
{
	if (!start && !end)
		return 1;
	if (changed())
		end = lookup(2);
	if (start)
		return start->seq;
	return before(end);
}

int third(struct mark *start, struct mark *end, struct mark *other)
{
	if (!start && !end)
		return 1;
	if (changed())
		damaged(start);
	if (other)
		return other->seq;
	return before(end);
}

struct range {
	struct mark *mark, *mark2;
};

/*
 * Joined with a way in that gives both what may be NULL: where start is
 * NULL, end may be.
 */
int joined(const struct range *r safe, struct mark *home safe)
{
	struct mark *start = r->mark;
	struct mark *end = r->mark2;

	if (!start && !end)
		return 1;
	if (changed()) {
		start = lookup(3);
		end = lookup(4);
	}
	if (changed())
		damaged(home);
	if (start)
		return start->seq;
	return before(end);
}

/*
 * Swapped with a third pointer: where start is NULL, end may be.
 */
int other_order(struct mark *start, struct mark *end, struct mark *other, int backward)
{
	struct mark *t;

	if (!start && !end)
		return 1;
	if (backward) {
		t = start;
		start = other;
		end = t;
	}
	if (changed())
		damaged(start);
	if (start)
		return start->seq;
	return before(end);
}

extern struct mark *next_of(struct mark *m safe);
extern struct mark *prev_of(struct mark *m safe);

/*
 * Round a loop that gives both what may be NULL on its way back: where n
 * is NULL, p may be.
 */
void step(struct mark *m safe)
{
	struct mark *p, *n;
	int gap = 256;

	n = next_of(m);
	p = prev_of(m);
	if (!n && !p)
		return;
	while (--gap >= 2) {
		if (!n && p->seq < 100) {
			m->seq = p->seq + 1;
			return;
		}
		if (n && p) {
			n = next_of(n);
			p = prev_of(p);
		}
	}
}

/*
 * check-name: warn: a pointer an '&&' of NULL tests returned on may be NULL where that test did not return, or the values changed, or another pointer is tested
 * check-command: sparse -Wno-decl -Wsafe $file
 *
 * check-error-start
warn-implied-by-pointer.c:26:23: warning: passing 'end', not proven non-NULL, as safe argument 1 of 'before'
warn-implied-by-pointer.c:22:24:     'end' is NULL on one side of this test
warn-implied-by-pointer.c:37:23: warning: passing 'end', not proven non-NULL, as safe argument 1 of 'before'
warn-implied-by-pointer.c:31:24:     'end' is NULL on one side of this test
warn-implied-by-pointer.c:48:23: warning: passing 'end', not proven non-NULL, as safe argument 1 of 'before'
warn-implied-by-pointer.c:42:24:     'end' is NULL on one side of this test
warn-implied-by-pointer.c:59:23: warning: passing 'end', not proven non-NULL, as safe argument 1 of 'before'
warn-implied-by-pointer.c:53:24:     'end' is NULL on one side of this test
warn-implied-by-pointer.c:85:23: warning: passing 'end', not proven non-NULL, as safe argument 1 of 'before'
warn-implied-by-pointer.c:75:24:     'end' is NULL on one side of this test
warn-implied-by-pointer.c:106:23: warning: passing 'end', not proven non-NULL, as safe argument 1 of 'before'
warn-implied-by-pointer.c:95:14:     'start' is NULL on one side of this test
warn-implied-by-pointer.c:126:28: warning: dereference of 'p', not proven non-NULL
 * check-error-end
 */
