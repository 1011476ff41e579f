#define safe __attribute__((safe))
struct data { short h; };
struct mark { struct data *mdata; };
extern struct mark *mark_next(struct mark *m safe);
extern void measure(struct mark *m safe);

int skip(struct mark *start safe, int rpt)
{
	struct mark *top = start;
	int sk = 0;

	while (top && top->mdata && rpt > 0) {
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
 * check-name: silent: 'top && top->mdata && rpt > 0' with 'top' known non-NULL: the one way into the '&&' value's block gives its test
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
