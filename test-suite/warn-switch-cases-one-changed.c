struct in4 { int port; int addr; };
struct in6 { int port; int addr[4]; };
struct sa { unsigned short family; };
struct net { int saddr4; int saddr6[4]; };
enum { UNSPEC = 0, INET = 2, INET6 = 10 };
extern int any(int addr);

/*
 * The twin of silent-switch-cases-one-at-a-time.c: the arm of the shared
 * cases sets the family to INET6 where it was UNSPEC, with addr6 still
 * NULL: the later test sends that path to addr6.
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
			family = INET6;
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
 * check-name: warn: a switch's cases that share an arm, one of them set to another value after, reach a later test of the value with the NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-switch-cases-one-changed.c:38:45: warning: dereference of 'addr6', which may be NULL
warn-switch-cases-one-changed.c:16:30:     'addr6' is NULL from here
 * check-error-end
 */
