#define safe __attribute__((safe))

static int *safe slots[4];

static void fill(int i, int *v)
{
	slots[i] = v;
}

/*
 * check-name: warn-assign: an unannotated pointer stored into an element of an array of safe pointers
 *
 * check-error-start
warn-assign-array-element.c:7:18: warning: assignment of 'v', not proven non-NULL, to safe 'slots[i]'
 * check-error-end
 */
