#define __rcu __attribute__((noderef, address_space(__rcu)))

struct task { struct task __rcu *real_parent; int pgrp; };

int task_pgrp(struct task *t);

static int orphaned(struct task *tsk, struct task *parent)
{
	struct task *ignored = tsk;

	if (!parent)
		parent = tsk->real_parent;	/* sparse warns: address spaces */
	else
		ignored = (void *)0;
	return parent->pgrp != task_pgrp(ignored);
}

static int from_integer(struct task *t, unsigned long cookie)
{
	if (!t)
		t = cookie;		/* sparse warns: integer to pointer */
	return t->pgrp;
}

/*
 * check-name: silent: an assignment sparse warns about still replaces the tested value
 * check-description: sparse drops an assignment with incompatible types
 *	from its IR; the nullness checks keep it, so that what '!parent'
 *	said of the old value does not reach the dereference.  The
 *	type warnings are stock sparse's own.
 *
 * check-error-start
silent-bad-pointer-assignment.c:12:24: warning: incorrect type in assignment (different address spaces)
silent-bad-pointer-assignment.c:12:24:    expected struct task *parent
silent-bad-pointer-assignment.c:12:24:    got struct task [noderef] __rcu *real_parent
silent-bad-pointer-assignment.c:21:19: warning: incorrect type in assignment (different base types)
silent-bad-pointer-assignment.c:21:19:    expected struct task *t
silent-bad-pointer-assignment.c:21:19:    got unsigned long cookie
 * check-error-end
 */
