/*
 * The twin of silent-implied-by-pointer.c: end may be NULL where start
 * is, where the test of both did not return (the path to the test of
 * start need not go through its false side), where start was given
 * another value after it, where end was, where the test is of a third
 * pointer, where a join takes both from a way in that may give both
 * NULL, and where a loop's way back may.
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
warn-implied-by-pointer.c:25:23: warning: passing 'end', not proven non-NULL, as safe argument 1 of 'before'
warn-implied-by-pointer.c:21:24:     'end' is NULL on one side of this test
warn-implied-by-pointer.c:36:23: warning: passing 'end', not proven non-NULL, as safe argument 1 of 'before'
warn-implied-by-pointer.c:30:24:     'end' is NULL on one side of this test
warn-implied-by-pointer.c:47:23: warning: passing 'end', not proven non-NULL, as safe argument 1 of 'before'
warn-implied-by-pointer.c:41:24:     'end' is NULL on one side of this test
warn-implied-by-pointer.c:58:23: warning: passing 'end', not proven non-NULL, as safe argument 1 of 'before'
warn-implied-by-pointer.c:52:24:     'end' is NULL on one side of this test
warn-implied-by-pointer.c:84:23: warning: passing 'end', not proven non-NULL, as safe argument 1 of 'before'
warn-implied-by-pointer.c:74:24:     'end' is NULL on one side of this test
warn-implied-by-pointer.c:104:28: warning: dereference of 'p', not proven non-NULL
 * check-error-end
 */
