/*
 * The twin of silent-structure-copied.c: a NULL stored into a member
 * after the copy, and a copy into another structure, which leaves this
 * one's members as they were.  Each NULL reaches the use.
 */
struct x {
	int a;
};

struct s {
	struct x *p;
	int n;
	struct x *q;
};

int after(struct s *other)
{
	struct s s;

	s = *other;
	s.q = (void *)0;
	return s.q->a;
}

int other_copied(struct s *other)
{
	struct s s, t;

	s.p = (void *)0;
	t = *other;
	return s.p->a + t.n;
}

/*
 * check-name: warn: a member stored NULL after a copy, or not copied over
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-structure-copied.c:22:19: warning: dereference of NULL
warn-structure-copied.c:31:19: warning: dereference of NULL
 * check-error-end
 */
