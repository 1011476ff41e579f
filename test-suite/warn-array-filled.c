/*
 * The twin of silent-array-filled.c: a loop that fills fewer elements
 * than are read, a store at an index the path does not know (it may be
 * another element), and a loop that stores NULL over what was there.
 * Each NULL reaches the use, and is reported.
 */
extern void *malloc(unsigned long n);

struct x {
	int a;
};

extern struct x gx;

int never_filled(void)
{
	char *bufs[2] = { (void *)0, (void *)0 };
	int i;

	for (i = 0; i < 1; i++)
		if (!(bufs[i] = malloc(16)))
			return -1;
	bufs[1][0] = 0;
	return 0;
}

int other_index(int k)
{
	struct x *v[4] = { (void *)0, (void *)0, (void *)0, (void *)0 };

	v[k & 3] = &gx;
	return v[2]->a;
}

int stored_null(void)
{
	struct x *v[3] = { &gx, &gx, &gx };
	int i;

	for (i = 0; i < 3; i++)
		v[i] = (void *)0;
	return v[1]->a;
}

/*
 * check-name: warn: an element of an array that the loop leaves NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-array-filled.c:23:16: warning: dereference of 'bufs[1]', which may be NULL
warn-array-filled.c:17:39:     'bufs[1]' is NULL from here
warn-array-filled.c:32:20: warning: dereference of 'v[2]', which may be NULL
warn-array-filled.c:29:51:     'v[2]' is NULL from here
warn-array-filled.c:42:20: warning: dereference of 'v[1]', which may be NULL
warn-array-filled.c:41:18:     'v[1]' is NULL from here
 * check-error-end
 */
