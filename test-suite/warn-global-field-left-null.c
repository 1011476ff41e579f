/*
 * A function of the file that stores NULL into a member of a global
 * structure, or into an element of a global array at a constant index,
 * and leaves it so on every return, leaves it NULL for its caller: a
 * use after the call is reported, with the call as the evidence, as for
 * a global pointer variable.
 */
extern void free(void *p);

struct item {
	int n;
};

static struct item one, two;

static struct {
	int count;
	struct item *cur;
	struct item *spare;
} state;

static struct item *slots[4];

static void reset(void)
{
	free(state.cur);
	state.cur = (void *)0;
}

static void drop_third(void)
{
	slots[2] = (void *)0;
}

int after_reset(void)
{
	state.cur = &one;
	state.spare = &two;
	reset();
	return state.cur->n;
}

int after_drop(void)
{
	slots[2] = &one;
	drop_third();
	return slots[2]->n;
}

/*
 * check-name: warn: a member or an element of a global left NULL by a call
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-global-field-left-null.c:40:25: warning: dereference of 'state.cur', which may be NULL
warn-global-field-left-null.c:39:14:     'state.cur' is NULL after this call: reset() leaves it NULL
warn-global-field-left-null.c:47:24: warning: dereference of 'slots[2]', which may be NULL
warn-global-field-left-null.c:46:19:     'slots[2]' is NULL after this call: drop_third() leaves it NULL
 * check-error-end
 */
