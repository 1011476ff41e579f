/* a struct or union that contains itself through an anonymous member */
struct a {
	struct a;
	int x;
} va;

union u {
	union u;
	int x;
} vu;

typedef struct t T;
struct t {
	T;
	int x;
} vt;

struct outer {
	struct inner {
		struct outer;
	};
	int x;
} vo;

struct later;
struct holder {
	struct later;
};
struct later {
	struct holder;
	int q;
} vl;

int f(void)
{
	return va.x + vu.x + vt.x + vo.x + vl.q;
}

/*
 * check-name: robust: a struct that contains itself through an anonymous member is an error, not a crash (sparse 0.6.4 overflows its stack)
 * check-command: sparse -Wsafe $file
 *
 * check-error-start
robust-anonymous-member-contains-itself.c:3:9: error: struct a contains itself
robust-anonymous-member-contains-itself.c:8:9: error: union u contains itself
robust-anonymous-member-contains-itself.c:14:9: error: struct t contains itself
robust-anonymous-member-contains-itself.c:19:9: error: struct outer contains itself
robust-anonymous-member-contains-itself.c:30:9: error: struct later contains itself
robust-anonymous-member-contains-itself.c:34:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
