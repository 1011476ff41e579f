/*
 * The twin of silent-select-sides.c: the flag is set on another
 * condition than the pointer, or on every pass, or the index test lets
 * the first value through.  The NULL reaches the use; each is reported.
 */
struct item {
	int key;
	int val;
};

int other_condition(int *a, int n)
{
	int *hit = (void *)0, found = 0;
	int i;

	for (i = 0; i < n; i++) {
		if (a[i] == 42)
			hit = &a[i];
		if (a[i] > 0)
			found = 1;
	}
	return found ? *hit : -1;
}

int every_pass(int *a, int n)
{
	int *hit = (void *)0, seen = 0;
	int i;

	for (i = 0; i < n; i++) {
		if (a[i] == 42)
			hit = &a[i];
		seen = 1;
	}
	return seen ? *hit : -1;
}

int index_of(struct item *items, int n, int key)
{
	struct item *hit = (void *)0;
	int idx = -1, i;

	for (i = 0; i < n; i++)
		if (items[i].key == key) {
			hit = &items[i];
			idx = i;
		}
	if (idx < -1)
		return -1;
	return hit->val;
}

/*
 * check-name: warn: a flag not set with the pointer leaves its NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-select-sides.c:22:24: warning: dereference of 'hit', which may be NULL
warn-select-sides.c:13:21:     'hit' is NULL from here
warn-select-sides.c:35:23: warning: dereference of 'hit', which may be NULL
warn-select-sides.c:27:21:     'hit' is NULL from here
warn-select-sides.c:50:19: warning: dereference of 'hit', which may be NULL
warn-select-sides.c:40:29:     'hit' is NULL from here
 * check-error-end
 */
