/*
 * The twins of silent-field-phi-retest.c: no second test, or the second
 * test is of another field.
 */
#define safe __attribute__((safe))
struct mark { int seq; };
struct rl { struct mark *header, *footer; int n; };
struct mark *mark_new(void);
void measure(struct mark *m safe);

static void vset(struct mark *m safe, int n)
{
	m->seq = n;
}

void untested(struct rl *rl safe)
{
	if (!rl->header)
		rl->header = mark_new();
	vset(rl->header, rl->n);
}

void other_field(struct rl *rl safe)
{
	if (!rl->header)
		rl->header = mark_new();
	if (rl->footer) {
		vset(rl->footer, rl->n);
		measure(rl->header);
	}
}

/*
 * check-name: a field that a join may make NULL is not proven by a test of something else
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-field-phi-retest.c:20:14: warning: passing 'rl->header', not proven non-NULL, as safe argument 1 of 'vset'
warn-field-phi-retest.c:29:25: warning: passing 'rl->header', not proven non-NULL, as safe argument 1 of 'measure'
 * check-error-end
 */
