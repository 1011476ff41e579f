/*
 * 'if (!start && !end) return;' then, after other branches, 'if (start)
 * ... else use(end)': where start is NULL, end is not.  The side of the
 * '&&' that is false says so of the pointer as of an integer guard, and
 * every path to the test of start went through it, start and end
 * unchanged.  A test of start that learns nothing else (start not used
 * after it) still gives end what it implies.  Reduced from a function of
 * an annotated program that takes a range of two marks, either one
 * given, and puts them in order.
 */
#define safe __attribute__((safe))
struct mark {
	int seq;
};

extern int changed(void);
extern void damaged(struct mark *m);
extern int before(struct mark *m safe);

int range(struct mark *start, struct mark *end)
{
	if (!start && !end)
		return 1;
	if (changed())
		damaged(start);
	if (start)
		return start->seq;
	return before(end);
}

int deref(struct mark *start, struct mark *end)
{
	if (end == (void *)0 && start == (void *)0)
		return 1;
	if (changed())
		damaged(end);
	if (!start)
		return end->seq;
	return 0;
}

struct range {
	struct mark *mark, *mark2;
};

/*
 * The two swapped where both are not NULL: where the phi that start
 * joins into is NULL, the one that end joins into is not.  The way in
 * that takes them as they were comes from where the test returned; the
 * other gives what the test of both said is not NULL (the same values,
 * or loaded again with nothing on the way to change them).
 */
int swapped(const struct range *r safe, struct mark *home safe)
{
	struct mark *start = r->mark;
	struct mark *end = r->mark2;

	if (changed())
		damaged(home);
	if (!start && !end)
		return 1;
	if (start && end && start->seq > end->seq) {
		start = r->mark2;
		end = r->mark;
	}
	if (changed())
		damaged(start);
	if (start)
		return start->seq;
	return before(end);
}

/*
 * Swapped with no test that both are set: where either is NULL, the other
 * is not, whichever way round a join takes them.
 */
int either_order(struct mark *start, struct mark *end, int backward)
{
	struct mark *t;

	if (!start && !end)
		return 1;
	if (backward) {
		t = start;
		start = end;
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
 * Round a loop whose first way in comes from where the test of both
 * returned: each pass that goes round again gives back the two as they
 * were, or one of them not NULL ('p = m', m safe), so that where n is
 * NULL, p is not, on every pass.  (core-mark.c's assign_seq().)
 */
void place(struct mark *m safe)
{
	struct mark *p, *n;
	int gap = 256;

	n = next_of(m);
	p = prev_of(m);
	if (!n && !p)
		return;
	while (--gap >= 2) {
		if (n && p && n->seq - p->seq >= 2) {
			m->seq = p->seq + 1;
			return;
		}
		if (!n && p->seq < 100) {
			m->seq = p->seq + 1;
			return;
		}
		if (!p && n->seq > 1) {
			m->seq = n->seq - 1;
			return;
		}
		if (p && n && p->seq > 50) {
			while (p && n->seq - p->seq < gap) {
				n = m;
				m = p;
				p = prev_of(p);
			}
		} else if (p) {
			while (n && n->seq - p->seq < gap) {
				p = m;
				m = n;
				n = next_of(n);
			}
		}
	}
}

/*
 * check-name: silent: a pointer is not NULL where the other one an '&&' of NULL tests returned on is
 * check-command: sparse -Wno-decl -Wsafe $file
 *
 * check-error-start
 * check-error-end
 */
