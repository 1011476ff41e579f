#define safe __attribute__((safe))
struct data { int h; int damaged; };
struct mark { struct data *mdata; int seq; };
struct rl { struct mark *header; int cols; };
extern int mark_valid(struct mark *m safe);

static _Bool vmark_is_valid(struct mark *m safe)
{
	return mark_valid(m) && !m->mdata;
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
 * check-name: warn: the same predicate, true where the field is NULL
 * check-command: sparse -Wsafe -Wno-decl $file
 *
 * check-error-start
warn-predicate-proves-field.c:19:23: warning: dereference of 'hp', not proven non-NULL
 * check-error-end
 */
