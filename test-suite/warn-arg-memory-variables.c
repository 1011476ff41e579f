#define safe __attribute__((safe))
struct mark { int seq; };
struct rl { int repositioned; };
extern struct mark *get(void);
extern void use(struct mark *m safe);
extern void other(void);
struct mark *gm;
struct mark *slots[8];
void global_var(struct rl *rl safe)
{
	gm = get();
	if (!gm)
		return;
	rl->repositioned = 1;
	use(gm);
}
void global_reloaded_after_call(void)
{
	if (!gm)
		return;
	other();
	use(gm);		/* other() may have changed it */
}
void array_slot(struct rl *rl safe, int i)
{
	slots[i] = get();
	if (!slots[i])
		return;
	rl->repositioned = 1;
	use(slots[i]);
}
void array_slot_const(struct rl *rl safe)
{
	if (!slots[3])
		return;
	rl->repositioned = 1;
	use(slots[3]);
}

/*
 * check-name: a global or an array slot keeps what its test said until a store that may alias it; a call may change a global
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
warn-arg-memory-variables.c:22:13: warning: passing 'gm', not proven non-NULL, as safe argument 1 of 'use'
warn-arg-memory-variables.c:21:14:     'gm' was reloaded after this call
 * check-error-end
 */
