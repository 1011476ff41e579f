#define NULL ((void *)0)
struct ifa { int local, bcast, mask; };
extern struct ifa *find(int key);
extern struct ifa *make(void);

/* the NULL goes on only where cmd is 10 or 11, and the switch on cmd takes it only there */
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
		if (!ifa)
			break;
		ret = 7;
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

/* the same with '==' on the edge */
int get(int cmd, int key)
{
	struct ifa *ifa = NULL;

	if (key > 0)
		ifa = find(key);
	if (ifa || cmd == 3) {
		switch (cmd) {
		case 3:
			return 0;
		default:
			return ifa->local;
		}
	}
	return -1;
}

/*
 * check-name: silent: a switch on a value that the test which let the NULL through compared equal goes only to that case
 * check-command: sparse -Wsafe -Wno-decl $file
 */
