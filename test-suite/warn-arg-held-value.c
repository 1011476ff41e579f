#define safe __attribute__((safe))
struct mark { int seq; };
struct rl { int repositioned; struct mark *m; };
extern struct mark *get(void);
extern void use(struct mark *m safe);
extern void step(struct mark **mp safe);
void after_call(void)
{
	struct mark *start = get();

	if (!start)
		return;
	step(&start);		/* may have stored anything there */
	use(start);
}
void copy_before_test(struct rl *rl safe)
{
	struct mark *x = rl->m;

	if (rl->m)
		use(x);		/* the same value as the field tested */
}
void stored_after_copy(struct rl *rl safe, struct mark *y)
{
	struct mark *x = rl->m;

	rl->m = y;
	if (x)
		use(rl->m);	/* x was tested, not what rl->m holds now */
}
void copy_then_store(struct rl *rl safe, struct mark *y)
{
	struct mark *x = rl->m;

	if (rl->m) {
		rl->m = y;
		use(x);		/* x is still what was tested */
		use(rl->m);	/* but rl->m is not */
	}
}

/*
 * check-name: a path holds the value stored or loaded there until a store or a call that may change it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-arg-held-value.c:14:13: warning: passing 'start', not proven non-NULL, as safe argument 1 of 'use'
warn-arg-held-value.c:13:13:     'start' was reloaded after this call
warn-arg-held-value.c:29:21: warning: passing 'rl->m', not proven non-NULL, as safe argument 1 of 'use'
warn-arg-held-value.c:38:21: warning: passing 'rl->m', not proven non-NULL, as safe argument 1 of 'use'
 * check-error-end
 */
