/*
 * A structure stored whole ('s = *other', a copy) changes every member
 * of it: what was known of its pointers before (a NULL stored there) is
 * no longer, and a use after the copy is not reported.
 */
struct x {
	int a;
};

struct s {
	struct x *p;
	int n;
	struct x *q;
};

int copied(struct s *other)
{
	struct s s;

	s.p = (void *)0;
	s.q = (void *)0;
	s = *other;
	return s.p->a + s.q->a;
}

/*
 * check-name: silent: a structure copied over members stored NULL
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
 * check-error-end
 */
