/*
 * A local given by address to a function of another file: what the
 * function stores there is what the parameter's type says.  Given for
 * 'struct mark *safe *', it holds a mark after the call (walk: silent);
 * given for 'struct mark **', it may hold anything (walk2).
 */
#define safe __attribute__((safe))
struct mark { int seq; };
void step(struct mark *safe *mp);
void step2(struct mark **mp);
void show(struct mark *m safe);

void walk(struct mark *start)
{
	if (!start)
		return;
	step((struct mark *safe *)&start);
	show(start);
}

void walk2(struct mark *start)
{
	if (!start)
		return;
	step2(&start);
	show(start);
}

/*
 * check-name: a local given for a pointer to a safe pointer holds a non-NULL value after the call
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-out-param-safe-type.c:26:14: warning: passing 'start', not proven non-NULL, as safe argument 1 of 'show'
warn-out-param-safe-type.c:25:14:     'start' was reloaded after this call
 * check-error-end
 */
