/*
 * A call of a function of the file that dereferences a pointer member of
 * a static structure, or an element of a static array at a constant
 * index, first thing, made right after the caller stored NULL there, or
 * a value that may be NULL whose NULL reaches the call: reported at the
 * call, as for a static pointer variable.
 */
#include <stdlib.h>

struct item {
	int n;
};

static struct {
	int count;
	struct item *cur;
} state;

static struct item *slots[4];

static int show(void)
{
	return state.cur->n;
}

static int third(void)
{
	return slots[2]->n;
}

int cleared(void)
{
	state.cur = NULL;
	return show();
}

int allocated(void)
{
	state.cur = malloc(sizeof(struct item));
	return show();
}

int element_cleared(void)
{
	slots[2] = NULL;
	return third();
}

/*
 * check-name: warn: a call that dereferences a member or an element of a static the caller left NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-global-field-deref-call.c:34:20: warning: calling 'show' while 'state.cur' is NULL, which it dereferences
warn-global-field-deref-call.c:33:21:     'state.cur' is NULL from here
warn-global-field-deref-call.c:23:21:     'show' dereferences it here
warn-global-field-deref-call.c:40:20: warning: calling 'show' while 'state.cur' may be NULL, which it dereferences
warn-global-field-deref-call.c:39:27:     'state.cur' is the result of this malloc() call
warn-global-field-deref-call.c:23:21:     'show' dereferences it here
warn-global-field-deref-call.c:46:21: warning: calling 'third' while 'slots[2]' is NULL, which it dereferences
warn-global-field-deref-call.c:45:20:     'slots[2]' is NULL from here
warn-global-field-deref-call.c:28:21:     'third' dereferences it here
 * check-error-end
 */
