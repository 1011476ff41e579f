struct q { int nsrcs; int srcs[4]; };
struct ma { struct ma *next; int flags; int addr; };
struct idev { struct ma *mc_list; };
extern int marksources(struct ma *ma, int n, int *srcs);
extern void queried(struct ma *ma);
extern struct q *header(void);
extern int v1(void);

/*
 * mlh2 is NULL only where mark is 0, and there every arm clears the
 * flag bit 2 (or the loop finds nothing): the test of that bit
 * short-circuits before mlh2 is read.
 */
void query(struct idev *idev, int group)
{
	struct q *mlh2 = (void *)0;
	struct ma *ma;
	int mark = 0;

	if (!v1()) {
		mlh2 = header();
		if (!mlh2)
			return;
		mark = 1;
	}
	for (ma = idev->mc_list; ma; ma = ma->next) {
		if (group != ma->addr)
			continue;
		if (ma->flags & 1) {
			if (!mark)
				ma->flags &= ~2;
		} else {
			if (mark)
				ma->flags |= 2;
			else
				ma->flags &= ~2;
		}
		if (!(ma->flags & 2) || marksources(ma, mlh2->nsrcs, mlh2->srcs))
			queried(ma);
		break;
	}
}

/*
 * check-name: silent: a bit that the path cleared ('flags &= ~2') is 0 where it is tested ('flags & 2')
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
