struct doi { int type, kind; unsigned *local; unsigned size; };
extern int walk(int);
int map(struct doi *d)
{
	unsigned *arr = (void *)0, size = 0;
	int spot = 0, net;

	if (d->type == 2) {
		size = d->size;
		arr = d->local;
	}
	for (;;) {
		spot = walk(spot + 1);
		if (spot < 0)
			break;
		switch (d->kind) {
		case 1:
			net = spot;
			break;
		case 2:
			if (spot >= size)
				return -1;
			net = arr[spot];
			break;
		default:
			return -2;
		}
	}
	return net;
}

/*
 * check-name: warn: a field tested before a loop, and another switched on inside it: nothing ties the two, and the array is NULL where the switch takes it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-other-memory-test.c:23:34: warning: dereference of 'arr', which may be NULL
warn-other-memory-test.c:5:26:     'arr' is NULL from here
 * check-error-end
 */
