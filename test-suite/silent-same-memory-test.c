struct doi { int type; unsigned *local; unsigned size; };
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
		switch (d->type) {
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
 * check-name: silent: a field tested before a loop and switched on inside it, with no store to it: the same test again, which goes with the first (the array is set exactly where the switch takes it)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
