/*
 * The twin of warn-global-field-left-null.c: the caller sets the member
 * again, or tests it, after the call, or uses another member or element
 * than the one left NULL; the callee leaves it NULL on some paths only:
 * nothing is reported.
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

static void maybe_reset(int c)
{
	if (c)
		state.cur = (void *)0;
}

static void drop_third(void)
{
	slots[2] = (void *)0;
}

int set_again(void)
{
	reset();
	state.cur = &one;
	return state.cur->n;
}

int tested(void)
{
	state.cur = &one;
	reset();
	if (!state.cur)
		return 0;
	return state.cur->n;
}

int other_member(void)
{
	state.cur = &one;
	state.spare = &two;
	reset();
	return state.spare->n;
}

int other_element(void)
{
	slots[1] = &one;
	slots[2] = &two;
	drop_third();
	return slots[1]->n;
}

int some_paths(int c)
{
	state.cur = &one;
	maybe_reset(c);
	return state.cur->n;
}

/*
 * check-name: silent: a member or an element of a global a call may leave set
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
