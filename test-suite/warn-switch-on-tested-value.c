#define NULL ((void *)0)
struct ifa { int local, bcast, mask; };
extern struct ifa *find(int key);
extern struct ifa *make(void);

/* the NULL goes on where cmd is 10 or 11, and the switch on cmd takes it to case 10, which does not test it */
int ioctl(int cmd, int key)
{
	struct ifa *ifa = NULL;
	int ret = 0;

	if (key > 0)
		ifa = find(key);
	if (!ifa && cmd != 10 && cmd != 11)
		goto done;
	switch (cmd) {
	case 1:
		ret = ifa->local;
		break;
	case 2:
		ret = ifa->bcast;
		break;
	case 10:
		ret = ifa->mask;
		break;
	case 11:
		if (!ifa)
			ifa = make();
		if (!ifa)
			break;
		ret = ifa->mask;
		break;
	}
done:
	return ret;
}

/* the same with '==' on the edge: the NULL reaches case 3 */
int get(int cmd, int key)
{
	struct ifa *ifa = NULL;

	if (key > 0)
		ifa = find(key);
	if (ifa || cmd == 3) {
		switch (cmd) {
		case 3:
			return ifa->local;
		default:
			return 0;
		}
	}
	return -1;
}

/*
 * check-name: warn: the case that a NULL let through by 'cmd != K' reaches is not proven (with defaults, the rule that a NULL must reach the use wherever it goes keeps it quiet: see silent-correlation-beyond-join)
 * check-command: sparse -Wno-decl -Wsafe $file
 *
 * check-error-start
warn-switch-on-tested-value.c:24:26: warning: dereference of 'ifa', which may be NULL
warn-switch-on-tested-value.c:9:27:     'ifa' is NULL from here
warn-switch-on-tested-value.c:48:35: warning: dereference of 'ifa', which may be NULL
warn-switch-on-tested-value.c:41:27:     'ifa' is NULL from here
 * check-error-end
 */
