struct in4 { int port; int addr; };
struct in6 { int port; int addr[4]; };
struct sa { unsigned short family; };
struct net { int saddr4; int saddr6[4]; };
enum { UNSPEC = 0, INET = 2, INET6 = 10 };
extern int any(int addr);

/*
 * Two cases go to one arm, which sets addr4; the other sets addr6.  After
 * the switch the family is INET (addr4 set) or INET6 (addr6 set): each
 * value of the shared arm is a path of its own, and on neither is the
 * family something else with addr6 NULL.
 */
int bind(struct sa *address, struct net *net)
{
	struct in4 *addr4 = (void *)0;
	struct in6 *addr6 = (void *)0;
	unsigned short family = address->family;

	switch (family) {
	case UNSPEC:
	case INET:
		addr4 = (struct in4 *)address;
		if (family == UNSPEC) {
			if (!any(addr4->addr))
				return -1;
			family = INET;
		}
		break;
	case INET6:
		addr6 = (struct in6 *)address;
		break;
	default:
		return -1;
	}
	if (family == INET)
		net->saddr4 = addr4->addr;
	else
		net->saddr6[0] = addr6->addr[0];
	return 0;
}

/*
 * check-name: silent: a switch's cases that share an arm are taken one value at a time, and a later test of the value on each
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
