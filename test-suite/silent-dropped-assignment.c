#define __rcu __attribute__((noderef, address_space(__rcu)))

struct task { struct task __rcu *real_parent; int pgrp; };

int task_pgrp(struct task *t);
int task_pid(struct task *t) __attribute__((nonnull));

static int orphaned(struct task *tsk, struct task *parent)
{
	struct task *ignored = tsk;

	if (!parent)
		parent = tsk->real_parent;	/* sparse warns, and drops it */
	else
		ignored = (void *)0;
	if (task_pid(parent) < 0)	/* nor for a nonnull argument */
		return 0;
	return parent->pgrp != task_pgrp(ignored);
}

/*
 * check-name: silent: a variable sparse dropped an assignment to is not NULL by its old test
 * check-description: sparse leaves an assignment with incompatible types
 *	out of its IR, so 'parent' seems NULL after '!parent'; the checks
 *	take nothing the IR says of it as evidence.  The type warnings are
 *	stock sparse's own.
 *
 * check-error-start
silent-dropped-assignment.c:13:24: warning: incorrect type in assignment (different address spaces)
silent-dropped-assignment.c:13:24:    expected struct task *parent
silent-dropped-assignment.c:13:24:    got struct task [noderef] __rcu *real_parent
 * check-error-end
 */
