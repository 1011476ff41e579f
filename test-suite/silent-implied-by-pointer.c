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
 * check-name: silent: a pointer is not NULL where the other one an '&&' of NULL tests returned on is
 * check-command: sparse -Wno-decl -Wsafe $file
 *
 * check-error-start
 * check-error-end
 */
