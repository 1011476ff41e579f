#define safe __attribute__((safe))
struct data { short h; };
struct mark { struct data *mdata; };
extern struct mark *mark_next(struct mark *m safe);
extern void measure(struct mark *m safe);

int skip(struct mark *start safe, int rpt)
{
	struct mark *top = start;
	int sk = 0;

	while (top && !top->mdata && rpt > 0) {
		short y = top->mdata->h;

		if (rpt < y - sk)
			break;
		rpt -= y;
		top = mark_next(top);
		if (!top)
			break;
		measure(top);
	}
	return rpt;
}

/*
 * check-name: warn: the same chain, where the test says the field is NULL
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-and-chain-one-way.c:13:37: warning: dereference of 'top->mdata', which may be NULL
warn-and-chain-one-way.c:12:24:     'top->mdata' is NULL on one side of this test
 * check-error-end
 */
