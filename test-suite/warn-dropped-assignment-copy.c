#define __rcu __attribute__((noderef, address_space(__rcu)))

struct task { struct task __rcu *real_parent; int pgrp; };

int task_pgrp(struct task *t);

static int local(struct task *tsk, struct task *first)
{
	struct task *parent = first, *other = tsk;

	if (!parent)
		parent = tsk->real_parent;	/* sparse warns, and drops it */
	else
		other = (void *)0;
	return parent->pgrp + task_pgrp(other);
}

/*
 * check-name: warn: a local that is only a copy of another variable is not known to have lost an assignment
 * check-description: a known limit: in the IR, 'parent' is 'first' itself,
 *	so the dropped assignment to 'parent' is not seen there.
 *
 * check-error-start
warn-dropped-assignment-copy.c:12:24: warning: incorrect type in assignment (different address spaces)
warn-dropped-assignment-copy.c:12:24:    expected struct task *parent
warn-dropped-assignment-copy.c:12:24:    got struct task [noderef] __rcu *real_parent
 * check-error-end
 */
