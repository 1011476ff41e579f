struct q { int nsrcs; int srcs[4]; };
struct ma { struct ma *next; int flags; int addr; };
struct idev { struct ma *mc_list; };
extern int marksources(struct ma *ma, int n, int *srcs);
extern void queried(struct ma *ma);
extern struct q *header(void);
extern int v1(void);

/*
 * The twin of silent-mask-bit-cleared.c: one arm clears another bit, so
 * with mark 0 bit 2 may still be set, and mlh2, NULL, is read.
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
				ma->flags &= ~4;
		}
		if (!(ma->flags & 2) || marksources(ma, mlh2->nsrcs, mlh2->srcs))
			queried(ma);
		break;
	}
}

/*
 * check-name: warn: a bit that the path did not clear may be set where it is tested
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-mask-other-bit-cleared.c:37:61: warning: dereference of 'mlh2', which may be NULL
warn-mask-other-bit-cleared.c:15:27:     'mlh2' is NULL from here
 * check-error-end
 */
