#define safe __attribute__((safe))
struct data { int h; int damaged; };
struct mark { struct data *mdata; int seq; };
struct rl { struct mark *header; int cols; };
extern int mark_valid(struct mark *m safe);

static _Bool vmark_is_valid(struct mark *m safe)
{
	return mark_valid(m) && m->mdata && !(m->mdata->damaged & 2);
}

int draw(struct rl *rl safe)
{
	int y = 0;

	if (rl->header && vmark_is_valid(rl->header)) {
		struct data *hp = rl->header->mdata;

		y = hp->h;
	}
	return y;
}

/*
 * check-name: silent: a predicate of the file, not inlined, found true: what every return of non-zero proves of the pointer its parameter points to
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
