/*
 * The twin of warn-global-field-deref-call.c: the caller stores what is
 * not NULL, or its own parameter, or another call may set the member
 * before; the callee tests it first; another member or element is left
 * NULL: nothing is reported.
 */
#include <stdlib.h>

struct item {
	int n;
};

extern void refill(void);

static struct item one;

static struct {
	int count;
	struct item *cur;
	struct item *spare;
} state;

static struct item *slots[4];

static int show(void)
{
	return state.cur->n;
}

static int show_tested(void)
{
	if (!state.cur)
		return 0;
	return state.cur->n;
}

static int third(void)
{
	return slots[2]->n;
}

int set(void)
{
	state.cur = &one;
	return show();
}

int given(struct item *it)
{
	state.cur = it;
	return show();
}

int refilled(void)
{
	state.cur = NULL;
	refill();
	return show();
}

int tested(void)
{
	state.cur = NULL;
	return show_tested();
}

int other_member(void)
{
	state.cur = &one;
	state.spare = NULL;
	return show();
}

int other_element(void)
{
	slots[2] = &one;
	slots[1] = NULL;
	return third();
}

/*
 * check-name: silent: a call that dereferences a member or an element of a static the caller set
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
